import { INVITATION_PATH } from "@contracts/organisations/invitation-links";
import { ACCOUNT_LINK_PATHS } from "@contracts/users/account-links";
import { Route, Routes } from "react-router-dom";
import { isInvitationPath } from "../../features/auth/invitations/pending-invitation";
import {
  AlertUnsubscribePage,
  ForgotPasswordPage,
  InvitationPage,
  ResetPasswordPage,
  VerifyEmailPage,
} from "./lazy-pages";
import { LazyPagesBoundary } from "./lazy-pages-boundary";

/** The pages of the e-mailed links (and asking for one): the same signed in or out, before every gate. */
export const isAccountLinkPath = (pathname: string) =>
  (Object.values(ACCOUNT_LINK_PATHS) as string[]).includes(pathname.replace(/\/+$/, "")) ||
  isInvitationPath(pathname);

export function AccountLinkRoutes() {
  return (
    <LazyPagesBoundary>
      <Routes>
        <Route path={ACCOUNT_LINK_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={ACCOUNT_LINK_PATHS.resetPassword} element={<ResetPasswordPage />} />
        <Route path={ACCOUNT_LINK_PATHS.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={ACCOUNT_LINK_PATHS.unsubscribeAlerts} element={<AlertUnsubscribePage />} />
        <Route path={`${INVITATION_PATH}/:token`} element={<InvitationPage />} />
      </Routes>
    </LazyPagesBoundary>
  );
}
