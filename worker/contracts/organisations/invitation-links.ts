/** An invitation's e-mailed link (docs/teams.md): the web app's page for it, and how long it works. */
export const INVITATION_PATH = "/invitations";

export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The invitation's page of the app at `origin`: the token is the path's last segment. */
export const invitationLink = (origin: string, token: string) =>
  `${origin}${INVITATION_PATH}/${encodeURIComponent(token)}`;
