import { Box, Button, CloseButton, Heading, HStack, List, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { storageKeys } from "../../lib/storage-keys";
import { CURRENT_RELEASE } from "./current-release";
import { whatsNewDecision } from "./notice-decision";

const rememberRelease = () => window.localStorage.setItem(storageKeys.lastUpdateId(), CURRENT_RELEASE.id);

/** Decides once per page load; a browser new to the app remembers the release without a notice. */
function initiallyShown() {
  const decision = whatsNewDecision(
    window.localStorage.getItem(storageKeys.lastUpdateId()),
    CURRENT_RELEASE.id,
  );
  if (decision === "remember") rememberRelease();
  return decision === "show";
}

/**
 * The what's-new notice, once per release (spec 000 §3, §9: the stored last update id): a card in the
 * corner over the page, so it moves nothing, above the assistant's button; dismissing it stores this
 * release's id.
 */
export function WhatsNewNotice() {
  const [open, setOpen] = useState(initiallyShown);
  if (!open) return null;
  const dismiss = () => {
    rememberRelease();
    setOpen(false);
  };

  return (
    <Box
      as="aside"
      aria-label={CURRENT_RELEASE.title}
      position="fixed"
      zIndex="overlay"
      // Above the assistant's round button in the same corner (chat-assistant.tsx: 48 px, 16/24 px up).
      bottom={{ base: "20", md: "24" }}
      insetEnd={{ base: "3", md: "6" }}
      insetStart={{ base: "3", md: "auto" }}
      maxWidth={{ md: "sm" }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      p="4"
    >
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start">
          <Heading as="h2" size="md">
            {CURRENT_RELEASE.title}
          </Heading>
          <CloseButton size="xs" aria-label="Close what's new" onClick={dismiss} />
        </HStack>
        <List.Root gap="1.5" ps="4" fontSize="sm" color="fg.muted">
          {CURRENT_RELEASE.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List.Root>
        <Button size="sm" colorPalette="blue" alignSelf="flex-end" onClick={dismiss}>
          Got it
        </Button>
      </Stack>
    </Box>
  );
}
