import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { externalLinks } from "../../app/paths";
import { AppDialog } from "../../components/ui/app-dialog";
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
    <AppDialog
      open={open}
      onClose={dismiss}
      size="sm"
      centred
      title={
        <Text as="span" fontSize="2xl" letterSpacing="0.04em">
          WELCOME!
        </Text>
      }
      footer={
        <>
          <Button variant="outline" onClick={dismiss}>
            Show Me Later
          </Button>
          <Button colorPalette="blue" onClick={startTour}>
            Get Started
          </Button>
        </>
      }
    >
      <Text color="fg.muted">Let's Start With Quick Software Tour</Text>
    </AppDialog>
  );
}
