import { Navigate, Route, Routes } from "react-router-dom";
import { AppLayout } from "../../components/layout/app-layout";
import { paths } from "../../config/paths";
import { AccountPicker } from "../../features/accounts/components/account-picker";
import { VerifyEmailBanner } from "../../features/auth/components/verify-email-banner";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import {
  AdvertisedSkuPage,
  AdvertisedSkusPage,
  AnalyticsPage,
  CampaignPage,
  ChangesPage,
  DashboardPage,
  HelpPage,
  MigratedCampaignsPage,
  PrivacyPage,
  QuickLaunchPage,
  SearchTermsPage,
  SettingsPage,
} from "./lazy-pages";

/** Signed in with at least one connected account: the route table of spec 000 §2.1. */
export function MainRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AppLayout
            variant="main"
            banner={<VerifyEmailBanner />}
            accountPicker={<AccountPicker />}
            notifications={<NotificationBell />}
          />
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path={paths.quickLaunch} element={<QuickLaunchPage />} />
        <Route path={paths.migratedCampaigns} element={<MigratedCampaignsPage />} />
        <Route path={paths.advertisedSkus} element={<AdvertisedSkusPage />} />
        <Route path={paths.advertisedSku(":id")} element={<AdvertisedSkuPage />} />
        <Route path={paths.campaign(":id")} element={<CampaignPage variant="quickLaunch" />} />
        <Route path={paths.migratedCampaign(":id")} element={<CampaignPage variant="migrated" />} />
        <Route path={paths.searchTerms} element={<SearchTermsPage />} />
        <Route path={paths.analytics} element={<AnalyticsPage />} />
        <Route path={paths.changes} element={<ChangesPage />} />
        <Route path={paths.settings} element={<SettingsPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.help} element={<HelpPage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
