import {
  AdvertisedSkuPage,
  AdvertisedSkusPage,
  AnalyticsPage,
  CampaignPage,
  DashboardPage,
  HelpPage,
  MigratedCampaignsPage,
  PrivacyPage,
  QuickLaunchPage,
  SearchTermsPage,
  SettingsPage,
  SignInPage,
  SignUpPage,
} from "./lazy-pages";
import { type PreloadedPage, pageFor } from "./route-preload";

const PAGES: Record<PreloadedPage, { preload: () => void }> = {
  dashboard: DashboardPage,
  quickLaunch: QuickLaunchPage,
  migratedCampaigns: MigratedCampaignsPage,
  advertisedSkus: AdvertisedSkusPage,
  advertisedSku: AdvertisedSkuPage,
  campaign: CampaignPage,
  searchTerms: SearchTermsPage,
  analytics: AnalyticsPage,
  settings: SettingsPage,
  privacy: PrivacyPage,
  help: HelpPage,
  signIn: SignInPage,
  signUp: SignUpPage,
};

/**
 * main.tsx's first import: the chunk of the page a cold load opens on is asked for before the user and
 * account reads that gate it have answered, so it arrives beside them instead of after (issue 33 item 7).
 * ES modules run in import order: this runs as soon as React and the router have, before the rest of the
 * app's code. A signed-out visitor's dashboard chunk is fetched for nothing; it is small.
 */
const page = pageFor(window.location.pathname);
if (page) PAGES[page].preload();
