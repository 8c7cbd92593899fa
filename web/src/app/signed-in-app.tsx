import { lazy, Suspense } from "react";
import { ApiRequestError, isNoSubscription } from "../api/api-client";
import { FullPageError } from "../components/layout/full-page-error";
import { FullPageLoader } from "../components/layout/full-page-loader";
import { AccountsProvider } from "../features/accounts/accounts-provider";
import { useConnectCallback } from "../features/accounts/api/use-connect-callback";
import { AdLimitDialog } from "../features/billing/ad-limit-dialog";
import { WelcomeTourDialog } from "../features/onboarding/welcome-tour-dialog";
import { WhatsNewNotice } from "../features/whats-new/whats-new-notice";
import { useAmazonAccounts } from "../lib/accounts/amazon-accounts";
import { RealtimeProvider } from "../lib/realtime/realtime-provider";
import { BillingRoutes } from "./routes/billing-routes";
import { LazyPagesBoundary } from "./routes/lazy-pages-boundary";
import { MainRoutes } from "./routes/main-routes";
import { OnboardingRoutes } from "./routes/onboarding-routes";

type Area = "main" | "onboarding" | "billing";

/**
 * The chat's launcher and its reads, out of the entry bundle: it comes a moment after the page, in a
 * boundary of its own, so it never holds the page back (issue 33 item 7).
 */
const ChatAssistant = lazy(() =>
  import("../features/chat/components/chat-assistant").then((module) => ({ default: module.ChatAssistant })),
);

/** The second gate, on the account list: billing-only on 403/1001, onboarding with no accounts (1003 counts as none). */
export function SignedInApp() {
  const accounts = useAmazonAccounts();
  const connecting = useConnectCallback();
  if (accounts.isPending || connecting) return <FullPageLoader />;

  let area: Area;
  if (accounts.isError) {
    if (isNoSubscription(accounts.error)) area = "billing";
    else if (accounts.error instanceof ApiRequestError && accounts.error.code === 1003) area = "onboarding";
    else return <FullPageError message={accounts.error.message} />;
  } else {
    area = accounts.data.length > 0 ? "main" : "onboarding";
  }

  return (
    <LazyPagesBoundary>
      {/* Billing-only sellers have no jobs running and no chat: no channel for them. */}
      <RealtimeProvider enabled={area !== "billing"}>
        <AccountsProvider>
          {area === "main" && <MainRoutes />}
          {area === "onboarding" && <OnboardingRoutes />}
          {area === "billing" && <BillingRoutes />}
          {area !== "billing" && <WelcomeTourDialog />}
          {area === "main" && <AdLimitDialog />}
          {area === "main" && <WhatsNewNotice />}
          {area !== "billing" && (
            <Suspense fallback={null}>
              <ChatAssistant />
            </Suspense>
          )}
        </AccountsProvider>
      </RealtimeProvider>
    </LazyPagesBoundary>
  );
}
