import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { TriangleAlert } from "lucide-react";

export function FullPageError({ message }: { message: string }) {
  return (
    <Center minHeight="100vh" p="6" bg="bg.subtle">
      <Stack align="center" gap="4" maxWidth="md" textAlign="center" role="alert">
        <TriangleAlert size={40} color="var(--chakra-colors-red-500)" />
        <Heading size="lg">Something went wrong</Heading>
        <Text color="fg.muted">{message}</Text>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </Stack>
    </Center>
  );
}
