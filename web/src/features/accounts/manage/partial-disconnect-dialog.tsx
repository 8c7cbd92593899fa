import { Button, CloseButton, Dialog, Link, List, Portal, Stack, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import { externalLinks } from "../../../app/paths";

export type PartialDisconnect = { accountName: string; campaignNames: string[] };

type Props = { notice?: PartialDisconnect; onClose: () => void };

/** The account is gone but some campaigns could not be paused: name them and point to Amazon (spec 000 §2.4). */
export function PartialDisconnectDialog({ notice, onClose }: Props) {
  return (
    <Dialog.Root open={!!notice} onOpenChange={({ open }) => !open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Account disconnected</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  The account {notice?.accountName} was disconnected, but these campaigns could not be paused
                  and are still active:
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                Got it
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
