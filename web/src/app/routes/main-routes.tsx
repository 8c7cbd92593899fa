import { Navigate, Route, Routes } from "react-router-dom";
import { AppLayout } from "../../components/layout/app-layout";
import { AdvertisedSkuPage } from "../../features/advertised-skus/advertised-sku-page";
import { AdvertisedSkusPage } from "../../features/advertised-skus/advertised-skus-page";
import { AnalyticsPage } from "../../features/analytics/analytics-page";
import { CampaignPage } from "../../features/campaign/campaign-page";
import { DashboardPage } from "../../features/dashboard/dashboard-page";
import { HelpPage } from "../../features/help/help-page";
import { MigratedCampaignsPage } from "../../features/migrated-campaigns/migrated-campaigns-page";
import { PrivacyPage } from "../../features/privacy/privacy-page";
import { QuickLaunchPage } from "../../features/quick-launch/quick-launch-page";
import { SettingsPage } from "../../features/settings/settings-page";
import { paths } from "../paths";

/** Signed in with at least one connected account: the route table of spec 000 §2.1. */
export function MainRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout variant="main" />}>
        <Route index element={<DashboardPage />} />
        <Route path={paths.quickLaunch} element={<QuickLaunchPage />} />
        <Route path={paths.migratedCampaigns} element={<MigratedCampaignsPage />} />
        <Route path={paths.advertisedSkus} element={<AdvertisedSkusPage />} />
        <Route path={paths.advertisedSku(":id")} element={<AdvertisedSkuPage />} />
        <Route path={paths.campaign(":id")} element={<CampaignPage variant="quickLaunch" />} />
        <Route path={paths.migratedCampaign(":id")} element={<CampaignPage variant="migrated" />} />
        <Route path={paths.analytics} element={<AnalyticsPage />} />
        <Route path={paths.settings} element={<SettingsPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.help} element={<HelpPage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
