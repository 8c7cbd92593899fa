import { Center, Spinner } from "@chakra-ui/react";

/** The panel's body while the chat (or the panel's own code) loads. */
export function ChatLoading() {
  return (
    <Center flex="1">
      <Spinner color="blue.solid" aria-label="Loading the chat" />
    </Center>
  );
}
