import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { SignOutEverywhereDialog } from "./sign-out-everywhere-dialog";

/** The Profile tab's "Sign out of all devices": for a seller who left a session open, or fears a stolen one. */
export function SignOutEverywhereSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Stack gap="3">
        <Heading size="md">Devices</Heading>
        <Text fontSize="sm" color="fg.muted">
          Signs you out of Skupilot on every browser and device where you are signed in, this one included.
        </Text>
        <Button variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
          <LogOut size={16} /> Sign out of all devices
        </Button>
      </Stack>
      <SignOutEverywhereDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
