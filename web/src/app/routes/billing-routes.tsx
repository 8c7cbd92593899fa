import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Route, Routes } from "react-router-dom";
import { queryKeys } from "../../api/query-keys";
import { AppLayout } from "../../components/layout/app-layout";
import { paths } from "../../config/paths";
import { AccountPicker } from "../../features/accounts/components/account-picker";
import { VerifyEmailBanner } from "../../features/auth/components/verify-email-banner";
import { useCurrentUser } from "../../lib/auth/current-user";
import { HelpPage, PrivacyPage, SettingsPage } from "./lazy-pages";

/**
 * No trial and no subscription (403, code 1001; spec 000 §2.1): the settings view with Subscriptions
 * open on every path but help and privacy. Once a plan arrives (checkout's webhook), the account list
 * is asked again and the app comes back.
 */
export function BillingRoutes() {
  useAccountsAgainWithPlan();
  return (
    <Routes>
      <Route
        element={
          <AppLayout variant="billing" banner={<VerifyEmailBanner />} accountPicker={<AccountPicker />} />
        }
      >
        <Route path={paths.help} element={<HelpPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path="*" element={<SettingsPage billingOnly />} />
      </Route>
    </Routes>
  );
}

function useAccountsAgainWithPlan() {
  const plan = useCurrentUser().data?.tariffPlan;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (plan) void queryClient.invalidateQueries({ queryKey: queryKeys.amazonProfiles });
  }, [plan, queryClient]);
}
