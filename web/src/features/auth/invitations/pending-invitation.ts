import { INVITATION_PATH } from "@contracts/organisations/invitation-links";

/**
 * An invitation opened signed out: its page is remembered for this tab while the invitee signs in or
 * signs up (those pages land on the dashboard), and the signed-in app goes back to it once.
 */
const KEY = "skupilot.pending-invitation";

export const isInvitationPath = (pathname: string) => pathname.startsWith(`${INVITATION_PATH}/`);

export const rememberInvitation = (pathname: string) => sessionStorage.setItem(KEY, pathname);

export const forgetInvitation = () => sessionStorage.removeItem(KEY);

export const pendingInvitation = () => {
  const pathname = sessionStorage.getItem(KEY);
  return pathname && isInvitationPath(pathname) ? pathname : null;
};
