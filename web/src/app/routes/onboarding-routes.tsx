import { Navigate, Route, Routes } from "react-router-dom";
import { AppLayout } from "../../components/layout/app-layout";
import { paths } from "../../config/paths";
import { AccountPicker } from "../../features/accounts/components/account-picker";
import { VerifyEmailBanner } from "../../features/auth/components/verify-email-banner";
import { ConnectAccountPage, HelpPage, PrivacyPage, SettingsPage } from "./lazy-pages";

/** Signed in without a connected account: connect at the index, plus settings, help and privacy. */
export function OnboardingRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AppLayout variant="onboarding" banner={<VerifyEmailBanner />} accountPicker={<AccountPicker />} />
        }
      >
        <Route index element={<ConnectAccountPage />} />
        <Route path={paths.settings} element={<SettingsPage />} />
        <Route path={paths.help} element={<HelpPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
