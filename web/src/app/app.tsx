import { useLocation } from "react-router-dom";
import { isNoSubscription } from "../api/api-client";
import { FullPageError } from "../components/layout/full-page-error";
import { FullPageLoader } from "../components/layout/full-page-loader";
import { ResumeInvitation } from "../features/auth/invitations/resume-invitation";
import { useCurrentUser } from "../lib/auth/current-user";
import { AccountLinkRoutes, isAccountLinkPath } from "./routes/account-link-routes";
import { SignedOutRoutes } from "./routes/signed-out-routes";
import { ScrollToTop } from "./scroll-to-top";
import { SignedInApp } from "./signed-in-app";

/**
 * The pages of the e-mailed links come before any gate: a link opens the same signed in or out. Then
 * the first gate: who is here (spec 000 §2.1–2.2). Code 1001 on the user request is no error: the
 * seller is signed in, and the account list's own 1001 then leads to the billing-only area.
 */
export function App() {
  const currentUser = useCurrentUser();
  const noSubscription = currentUser.isError && isNoSubscription(currentUser.error);
  if (isAccountLinkPath(useLocation().pathname)) {
    return (
      <>
        <ScrollToTop />
        <AccountLinkRoutes />
      </>
    );
  }
  return (
    <>
      <ScrollToTop />
      {currentUser.isPending ? (
        <FullPageLoader />
      ) : currentUser.isError && !noSubscription ? (
        <FullPageError message={currentUser.error.message} />
      ) : currentUser.data || noSubscription ? (
        <>
          <ResumeInvitation />
          <SignedInApp />
        </>
      ) : (
        <SignedOutRoutes />
      )}
    </>
  );
}
