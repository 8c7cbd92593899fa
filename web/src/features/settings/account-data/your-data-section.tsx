import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { DATA_EXPORT_URL } from "../api/use-delete-account";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The Profile tab's end: the seller's data to download, and their account to delete. */
export function YourDataSection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Stack gap="3">
        <Heading size="md">Your data</Heading>
        <Text fontSize="sm" color="fg.muted">
          Download everything Skupilot holds about you: your profile, connected Amazon accounts, campaigns,
          SKU settings, automation history, chat, support requests and billing, as JSON and CSV files in a
          zip.
        </Text>
        <Button asChild variant="outline" alignSelf="flex-start">
          <a href={DATA_EXPORT_URL} download>
            <Download size={16} /> Download my data
          </a>
        </Button>
      </Stack>
      <Stack gap="3">
        <Heading size="md">Delete account</Heading>
        <Text fontSize="sm" color="fg.muted">
          Cancels your subscription, removes Skupilot's access to your Amazon Ads accounts and deletes all
          your data for good.
        </Text>
        <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setDeleting(true)}>
          <Trash2 size={16} /> Delete account
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
