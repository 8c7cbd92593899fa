import { Box, HStack } from "@chakra-ui/react";

/** Three pulsing dots where the assistant's reply will appear, while its message is TYPING. */
export function TypingLoader() {
  return (
    <HStack
      role="status"
      aria-label="The assistant is typing"
      alignSelf="flex-start"
      gap="1.5"
      px="3"
      py="3"
      bg="bg.muted"
      borderRadius="l3"
      borderBottomLeftRadius="sm"
    >
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          boxSize="2"
          borderRadius="full"
          bg="fg.muted"
          animation="pulse"
          animationDuration="1.2s"
          animationDelay={`${dot * 0.2}s`}
        />
      ))}
    </HStack>
  );
}
