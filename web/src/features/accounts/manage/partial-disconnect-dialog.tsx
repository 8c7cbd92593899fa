import { Button, Link, List, Stack, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import { AppDialog } from "../../../components/ui/app-dialog";
import { externalLinks } from "../../../config/paths";

export type PartialDisconnect = { accountName: string; campaignNames: string[] };

type Props = { notice?: PartialDisconnect; onClose: () => void };

/** The account is gone but some campaigns could not be paused: name them and point to Amazon (spec 000 §2.4). */
export function PartialDisconnectDialog({ notice, onClose }: Props) {
  return (
    <AppDialog
      open={!!notice}
      onClose={onClose}
      title="Account disconnected"
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <Stack gap="4">
        <Text>
          The account {notice?.accountName} was disconnected, but these campaigns could not be paused and are
          still active:
        </Text>
        <List.Root gap="1" ps="5" maxHeight="60" overflowY="auto">
          {notice?.campaignNames.map((name) => (
            <List.Item key={name} fontWeight="medium">
              {name}
            </List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted" fontSize="sm">
          You can pause or archive them in the{" "}
          <Link
            href={externalLinks.amazonAdvertisingConsole}
            target="_blank"
            rel="noreferrer"
            color="blue.fg"
            fontWeight="medium"
          >
            Amazon Advertising console <ExternalLink size={14} />
          </Link>
          .
        </Text>
      </Stack>
    </AppDialog>
  );
}
