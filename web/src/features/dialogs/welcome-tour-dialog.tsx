import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { externalLinks } from "../../app/paths";
import { storageKeys } from "../../lib/storage-keys";
import { useSignedInUser } from "../auth/api/current-user";

/** WELCOME! (spec 000 §2.2): shown to each user until they start the tour or put it off. */
export function WelcomeTourDialog() {
  const user = useSignedInUser();
  const key = storageKeys.welcomeTourDismissed(user.id);
  const [open, setOpen] = useState(() => window.localStorage.getItem(key) === null);

  const dismiss = () => {
    window.localStorage.setItem(key, new Date().toISOString());
    setOpen(false);
  };
  const startTour = () => {
    window.open(externalLinks.tourVideo, "_blank", "noopener,noreferrer");
    dismiss();
  };

  return (
    <Dialog.Root open={open} onOpenChange={({ open }) => !open && dismiss()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content textAlign="center">
            <Dialog.Header justifyContent="center">
              <Dialog.Title fontSize="2xl" letterSpacing="0.04em">
                WELCOME!
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">Let's Start With Quick Software Tour</Text>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" gap="3">
              <Button variant="outline" onClick={dismiss}>
                Show Me Later
              </Button>
              <Button colorPalette="blue" onClick={startTour}>
                Get Started
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
