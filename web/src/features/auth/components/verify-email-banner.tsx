import { Alert, Stack } from "@chakra-ui/react";
import { useCurrentUser } from "../../../lib/auth/current-user";
import { ResendVerificationButton } from "./resend-verification-button";

/**
 * Shown on every signed-in screen until the seller opens the link sent at sign-up. An unverified seller
 * may use the product (as the hosted providers allow by default); the banner asks, it does not block.
 */
export function VerifyEmailBanner() {
  const user = useCurrentUser().data;
  if (!user || user.emailVerified) return null;
  return (
    <Alert.Root status="warning" role="status" mb="6" data-testid="verify-email-banner">
      <Alert.Indicator />
      <Stack
        direction={{ base: "column", sm: "row" }}
        align={{ base: "stretch", sm: "center" }}
        justify="space-between"
        flex="1"
        gap="3"
      >
        <Alert.Content>
          <Alert.Title>Please confirm your e-mail address</Alert.Title>
          <Alert.Description>
            We sent a link to {user.email}. Confirming it lets us reach you and lets you reset your password.
          </Alert.Description>
        </Alert.Content>
        <ResendVerificationButton flexShrink={0} />
      </Stack>
    </Alert.Root>
  );
}
