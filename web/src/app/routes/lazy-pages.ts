import { type ComponentType, lazy } from "react";

/**
 * A page's own chunk, fetched the first time its route renders (React.lazy takes default exports), or
 * earlier by `preload` (route-preload.ts: the page a cold load opens on, while the shell's reads travel).
 */
const lazyPage = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: () => void load() },
  );

export const SignInPage = lazyPage(() =>
  import("../../features/auth/components/sign-in-page").then((module) => module.SignInPage),
);
export const SignUpPage = lazyPage(() =>
  import("../../features/auth/components/sign-up-page").then((module) => module.SignUpPage),
);
export const PublicPrivacyPage = lazyPage(() =>
  import("../../features/privacy/public-privacy-page").then((module) => module.PublicPrivacyPage),
);
export const ConnectAccountPage = lazyPage(() =>
  import("../../features/accounts/components/connect-account-page").then(
    (module) => module.ConnectAccountPage,
  ),
);
export const DashboardPage = lazyPage(() =>
  import("./pages/dashboard-page").then((module) => module.DashboardPage),
);
export const QuickLaunchPage = lazyPage(() =>
  import("./pages/quick-launch-page").then((module) => module.QuickLaunchPage),
);
export const MigratedCampaignsPage = lazyPage(() =>
  import("./pages/migrated-campaigns-page").then((module) => module.MigratedCampaignsPage),
);
export const AdvertisedSkusPage = lazyPage(() =>
  import("../../features/advertised-skus/advertised-skus-page").then((module) => module.AdvertisedSkusPage),
);
export const AdvertisedSkuPage = lazyPage(() =>
  import("./pages/advertised-sku-page").then((module) => module.AdvertisedSkuPage),
);
export const CampaignPage = lazyPage(() =>
  import("./pages/campaign-page").then((module) => module.CampaignPage),
);
export const AnalyticsPage = lazyPage(() =>
  import("../../features/analytics/analytics-page").then((module) => module.AnalyticsPage),
);
export const SettingsPage = lazyPage(() =>
  import("./pages/settings-page").then((module) => module.SettingsPage),
);
export const PrivacyPage = lazyPage(() =>
  import("../../features/privacy/privacy-page").then((module) => module.PrivacyPage),
);
export const HelpPage = lazyPage(() =>
  import("../../features/help/help-page").then((module) => module.HelpPage),
);
export const ForgotPasswordPage = lazyPage(() =>
  import("../../features/auth/components/forgot-password-page").then((module) => module.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import("../../features/auth/components/reset-password-page").then((module) => module.ResetPasswordPage),
);
export const AlertUnsubscribePage = lazyPage(() =>
  import("../../features/auth/components/alert-unsubscribe-page").then(
    (module) => module.AlertUnsubscribePage,
  ),
);
export const InvitationPage = lazyPage(() =>
  import("../../features/auth/invitations/invitation-page").then((module) => module.InvitationPage),
);

export const VerifyEmailPage = lazyPage(() =>
  import("../../features/auth/components/verify-email-page").then((module) => module.VerifyEmailPage),
);
export const ChangesPage = lazyPage(() =>
  import("./pages/changes-page").then((module) => module.ChangesPage),
);
export const SearchTermsPage = lazyPage(() =>
  import("./pages/search-terms-page").then((module) => module.SearchTermsPage),
);
