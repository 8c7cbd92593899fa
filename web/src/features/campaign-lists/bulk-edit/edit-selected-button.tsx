import { Button } from "@chakra-ui/react";
import { MAX_BULK_CAMPAIGNS } from "@contracts/campaigns/bulk-edit.schemas";
import { useState } from "react";
import { BulkEditDialog } from "./bulk-edit-dialog";

type EditSelectedButtonProps = {
  profileId: number;
  campaignIds: string[];
  /** Every matching row is selected: their ids are not on this page, so the edit waits for ticked rows. */
  allMatching: boolean;
  adLimitReached: boolean;
};

export const TOO_MANY_TEXT = `Edit up to ${MAX_BULK_CAMPAIGNS} ticked campaigns at once`;

/** "Edit selected" in the selection bar, and its dialog. */
export function EditSelectedButton({
  profileId,
  campaignIds,
  allMatching,
  adLimitReached,
}: EditSelectedButtonProps) {
  const [open, setOpen] = useState(false);
  const tooMany = allMatching || campaignIds.length > MAX_BULK_CAMPAIGNS;
  return (
    <>
      <Button
        size="xs"
        colorPalette="blue"
        disabled={tooMany || adLimitReached || campaignIds.length === 0}
        title={tooMany ? TOO_MANY_TEXT : undefined}
        onClick={() => setOpen(true)}
      >
        Edit selected
      </Button>
      {open && (
        <BulkEditDialog
          profileId={profileId}
          campaignIds={campaignIds}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
