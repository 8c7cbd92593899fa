import { Alert, Link, Stack, Text } from "@chakra-ui/react";
import { useLocation } from "react-router-dom";
import type { AccountDeletedState } from "../../../lib/auth/account-deleted";

/** On sign-in right after a seller deleted their account: what was done, and what is left to them. */
export function AccountDeletedNotice() {
  const deleted = (useLocation().state as Partial<AccountDeletedState> | null)?.accountDeleted;
  if (!deleted) return null;
  return (
    <Alert.Root status="success" role="status" data-testid="account-deleted">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your account has been deleted</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>Your Skupilot account and all its data are gone.</Text>
            {deleted.campaignsNotPaused.length > 0 && (
              <Text>
                Amazon did not pause these campaigns; they keep running in your Amazon Ads account:{" "}
                {deleted.campaignsNotPaused.join(", ")}.
              </Text>
            )}
            {deleted.amazonAppsUrl && (
              <Text>
                Skupilot no longer holds access to your Amazon Ads account. To also remove it from the apps
                your Amazon account trusts, open{" "}
                <Link
                  href={deleted.amazonAppsUrl}
                  colorPalette="blue"
                  color="colorPalette.fg"
                  fontWeight="medium"
                >
                  Amazon's Apps &amp; Websites page
                </Link>
                .
              </Text>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
