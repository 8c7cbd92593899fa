import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useSignedInUser } from "../../../lib/auth/current-user";
import { AmazonCampaignsDialog } from "./amazon-campaigns-dialog";

/** The Migrated list's 'Add': opens 'Amazon Campaigns'; hidden once the ad limit is reached (spec 000 §4). */
export function AddCampaignsButton() {
  const { isAdLimitReached } = useSignedInUser();
  const [open, setOpen] = useState(false);
  if (isAdLimitReached) return null;
  return (
    <>
      <Button colorPalette="blue" size="sm" onClick={() => setOpen(true)}>
        <Plus /> Add
      </Button>
      <AmazonCampaignsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
