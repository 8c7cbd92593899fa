import { Navigate, Route, Routes } from "react-router-dom";
import { AppLayout } from "../../components/layout/app-layout";
import { HelpPage } from "../../features/help/help-page";
import { ConnectAccountPage } from "../../features/onboarding/connect-account-page";
import { PrivacyPage } from "../../features/privacy/privacy-page";
import { SettingsPage } from "../../features/settings/settings-page";
import { paths } from "../paths";

/** Signed in without a connected account: connect at the index, plus settings, help and privacy. */
export function OnboardingRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout variant="onboarding" />}>
        <Route index element={<ConnectAccountPage />} />
        <Route path={paths.settings} element={<SettingsPage />} />
        <Route path={paths.help} element={<HelpPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
