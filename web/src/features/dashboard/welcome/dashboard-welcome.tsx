import { CloseButton, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSignedInUser } from "../../../lib/auth/current-user";
import { welcomeMemory } from "./welcome-memory";

/**
 * The dashboard's welcome heading (spec 000 §2.5) and its description, the spec's text about what the
 * product does: the description only until the seller hides it, so the figures take the top after.
 */
export function DashboardWelcome() {
  const user = useSignedInUser();
  // Read once, before the first paint: the text never shows and then jumps away.
  const [textShown, setTextShown] = useState(() => !welcomeMemory.hidden(user.id));
  const hide = () => {
    welcomeMemory.hide(user.id);
    setTextShown(false);
  };
  return (
    <Stack gap="1" as="section" aria-label="Welcome">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading size="lg">Welcome, {user.name}!</Heading>
        {textShown && <CloseButton size="xs" aria-label="Hide the welcome text" onClick={hide} />}
      </HStack>
      {textShown && (
        <Text color="fg.muted">
          Skupilot customises and elevates your Amazon advertising: it launches, migrates, monitors and tunes
          your Sponsored Products campaigns per SKU toward your target ROAS.
        </Text>
      )}
    </Stack>
  );
}
