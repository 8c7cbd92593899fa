import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A link that no longer works: why (expired, used, not ours), and the way to a new one. */
export function LinkRefused({ message, action }: { message: string; action: ReactNode }) {
  return (
    <>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This link does not work</Alert.Title>
          <Alert.Description>{message.replace(/^token: /, "")}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {action}
    </>
  );
}
