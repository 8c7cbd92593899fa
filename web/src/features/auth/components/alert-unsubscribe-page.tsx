import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useUnsubscribeAlert } from "../api/account-links";
import { AuthLayout } from "./auth-layout";
import { DoneNotice } from "./done-notice";
import { LinkRefused, NO_TOKEN_MESSAGE } from "./link-refused";

/**
 * An alert e-mail's unsubscribe link: that alert's e-mails stop as the page opens (a POST from the
 * page, so a mail scanner fetching the link stops nothing), signed in or not.
 */
export function AlertUnsubscribePage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const unsubscribe = useUnsubscribeAlert();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const settings = (
    <Button asChild variant="outline" width="full">
      <RouterLink to={`${paths.settings}#alerts`}>Open alert settings</RouterLink>
    </Button>
  );
  let content: React.ReactNode;
  if (!token) content = <LinkRefused message={NO_TOKEN_MESSAGE} action={settings} />;
  else if (unsubscribe.isError)
    content = <LinkRefused message={unsubscribe.error.message} action={settings} />;
  else if (unsubscribe.isSuccess)
    content = (
      <Stack gap="6">
        <DoneNotice
          title={`No more e-mails for "${unsubscribe.data.alert}"`}
          description="These alerts still show under the bell in Skupilot. You can e-mail them again from Settings › Alerts."
        />
        {settings}
      </Stack>
    );
  else
    content = (
      <Stack align="center" gap="3" py="4" role="status">
        <Spinner colorPalette="blue" />
        <Text color="fg.muted">Turning these e-mails off…</Text>
      </Stack>
    );
  return (
    <AuthLayout title="Alert e-mails" subtitle="Unsubscribe from one alert's e-mails.">
      {content}
    </AuthLayout>
  );
}
