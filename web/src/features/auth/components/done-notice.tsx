import { Alert } from "@chakra-ui/react";

/** What an account-link page says once it did its job. */
export function DoneNotice({ title, description }: { title: string; description: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
