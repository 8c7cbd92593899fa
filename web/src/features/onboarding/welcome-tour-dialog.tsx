import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { AppDialog } from "../../components/ui/app-dialog";
import { externalLinks } from "../../config/paths";
import { useSignedInUser } from "../../lib/auth/current-user";
import { welcomeTourMemory } from "./welcome-tour-memory";

/**
 * WELCOME! (spec 000 §2.2): 'Get Started' opens the tour video and hides the dialog for good; 'Show Me
 * Later' (or closing it) hides it for this browser session, and it shows again in the next one.
 */
export function WelcomeTourDialog() {
  const user = useSignedInUser();
  const [open, setOpen] = useState(() => !welcomeTourMemory.hidden(user.id));

  const later = () => {
    welcomeTourMemory.later(user.id);
    setOpen(false);
  };
  const startTour = () => {
    window.open(externalLinks.tourVideo, "_blank", "noopener,noreferrer");
    welcomeTourMemory.started(user.id);
    setOpen(false);
  };

  return (
    <AppDialog
      open={open}
      onClose={later}
      size="sm"
      centred
      title={
        <Text as="span" fontSize="2xl" letterSpacing="0.04em">
          WELCOME!
        </Text>
      }
      footer={
        <>
          <Button variant="outline" onClick={later}>
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
