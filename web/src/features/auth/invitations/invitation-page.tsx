import { Button, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink, useLocation, useParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useCurrentUser } from "../../../lib/auth/current-user";
import { AuthLayout } from "../components/auth-layout";
import { LinkRefused } from "../components/link-refused";
import { forgetInvitation, rememberInvitation } from "./pending-invitation";
import { useAcceptInvitation } from "./use-accept-invitation";

/**
 * /invitations/:token, the invitation's e-mailed link (docs/teams.md). Signed out: sign in or sign up
 * first (the page is remembered and comes back); signed in: Accept joins the organisation and opens its
 * dashboard. Accepting is a POST from the page, so a mail scanner opening the link accepts nothing.
 */
export function InvitationPage() {
  const token = useParams().token ?? "";
  const { pathname } = useLocation();
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const accept = useAcceptInvitation();
  const signedOut = currentUser.isSuccess && !user;
  useEffect(() => {
    if (signedOut) rememberInvitation(pathname);
  }, [signedOut, pathname]);

  let content: React.ReactNode;
  if (currentUser.isPending) content = <Text color="fg.muted">One moment…</Text>;
  else if (!user)
    content = (
      <Stack gap="3">
        <Text textAlign="center">
          Sign up, or sign in if you have an account, with the e-mail address the invitation was sent to. You
          come back here to accept it.
        </Text>
        <Button asChild colorPalette="blue" width="full">
          <RouterLink to={paths.signUp}>Sign up</RouterLink>
        </Button>
        <Button asChild variant="outline" width="full">
          <RouterLink to={paths.home}>Sign in</RouterLink>
        </Button>
      </Stack>
    );
  else if (accept.isError)
    content = (
      <LinkRefused
        message={accept.error.message}
        action={
          <Button asChild variant="outline" width="full" onClick={forgetInvitation}>
            <RouterLink to={paths.home}>Continue to Skupilot</RouterLink>
          </Button>
        }
      />
    );
  else
    content = (
      <Stack gap="4">
        <Text textAlign="center">
          You are signed in as <strong>{user.email}</strong>. Accept to join the organisation with the role
          you were invited with.
        </Text>
        <Button
          colorPalette="blue"
          width="full"
          loading={accept.isPending}
          onClick={() => accept.mutate(token)}
        >
          Accept the invitation
        </Button>
        <Button asChild variant="ghost" width="full" onClick={forgetInvitation}>
          <RouterLink to={paths.home}>Not now</RouterLink>
        </Button>
      </Stack>
    );

  return (
    <AuthLayout title="You are invited to Skupilot" subtitle="Join your team's organisation.">
      {content}
    </AuthLayout>
  );
}
