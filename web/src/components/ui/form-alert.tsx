import { Alert } from "@chakra-ui/react";

/** A form-level error (not tied to one field), announced to screen readers. */
export function FormAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
