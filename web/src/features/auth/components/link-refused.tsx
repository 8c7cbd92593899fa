import { Alert } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A link's page opened without its token (cut off when copied, say). */
export const NO_TOKEN_MESSAGE = "This link is not valid. Please ask for a new one.";

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
