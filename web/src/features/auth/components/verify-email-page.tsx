import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useCurrentUser } from "../../../lib/auth/current-user";
import { useVerifyEmail } from "../api/account-links";
import { AuthLayout } from "./auth-layout";
import { LinkRefused, NO_TOKEN_MESSAGE } from "./link-refused";
import { ResendVerificationButton } from "./resend-verification-button";

/**
 * The verification link's page: confirms the address as it opens (a POST from the page, so a mail
 * scanner fetching the link confirms nothing), signed in or not, in any browser.
 */
export function VerifyEmailPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const verify = useVerifyEmail();
  const user = useCurrentUser().data;
  const signedIn = Boolean(user);
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const continueButton = (
    <Button asChild colorPalette="blue" width="full">
      <RouterLink to={paths.home}>{signedIn ? "Continue to Skupilot" : "Sign in"}</RouterLink>
    </Button>
  );
  const newLink = user?.emailVerified ? null : signedIn ? (
    <ResendVerificationButton width="full" />
  ) : (
    <Text textAlign="center" fontSize="sm" color="fg.muted">
      Sign in to send yourself a new link from the banner at the top of the app.
    </Text>
  );

  let content: React.ReactNode;
  if (!token) content = <LinkRefused message={NO_TOKEN_MESSAGE} action={newLink} />;
  else if (verify.isError)
    content = (
      <>
        <LinkRefused message={verify.error.message} action={newLink} />
        {signedIn && continueButton}
      </>
    );
  else if (verify.isSuccess)
    content = (
      <Stack gap="6">
        <Text textAlign="center">
          Thanks! <strong>{verify.data.email}</strong> is confirmed.
        </Text>
        {continueButton}
      </Stack>
    );
  else
    content = (
      <Stack align="center" gap="3" py="4" role="status">
        <Spinner colorPalette="blue" />
        <Text color="fg.muted">Confirming your e-mail address…</Text>
      </Stack>
    );

  return (
    <AuthLayout
      title={verify.isSuccess ? "E-mail address confirmed" : "Confirm your e-mail address"}
      subtitle={
        verify.isSuccess
          ? "Your account is all set."
          : verify.isError || !token
            ? "We could not confirm your address with this link."
            : "One moment while we check your link."
      }
    >
      {content}
    </AuthLayout>
  );
}
