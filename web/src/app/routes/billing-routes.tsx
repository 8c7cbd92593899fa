import { Route, Routes } from "react-router-dom";
import { AppLayout } from "../../components/layout/app-layout";
import { paths } from "../paths";
import { HelpPage, PrivacyPage, SettingsPage } from "./lazy-pages";

/** No active subscription (403, code 1001): subscriptions everywhere but help and privacy. */
export function BillingRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout variant="billing" />}>
        <Route path={paths.help} element={<HelpPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path="*" element={<SettingsPage billingOnly />} />
      </Route>
    </Routes>
  );
}
