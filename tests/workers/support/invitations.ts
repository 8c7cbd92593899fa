import { ORGANISATION_HEADER } from "../../../worker/contracts/organisations/organisation-header";
import { call } from "./http";
import { type OutboxMail, waitForMail } from "./outbox";

export const INVITATION_MAIL = /^Join /;

/** The token of the invitation link (`/invitations/<token>`) in the mail's text. */
export function invitationToken(mail: OutboxMail) {
  const link = mail.text
    ?.match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.startsWith("/invitations/"));
  if (!link) throw new Error(`no invitation link in "${mail.subject}"`);
  return { link, token: decodeURIComponent(new URL(link).pathname.split("/")[2] ?? "") };
}

/** The Owner (their cookie, acting in their own organisation) invites `email`; answers the call. */
export const inviteAs = (cookie: string, email: string, role = "manager", organisationId?: string) =>
  call("/api/organisation/invitations", {
    method: "POST",
    cookie,
    body: { email, role },
    headers: organisationId ? { [ORGANISATION_HEADER]: organisationId } : {},
  });

/** Invites `email` and waits for the mail: its token. */
export async function invitedToken(ownerCookie: string, email: string, role = "manager", count = 1) {
  const { status, json } = await inviteAs(ownerCookie, email, role);
  if (status !== 201) throw new Error(`invitation refused: ${status} ${JSON.stringify(json)}`);
  return { id: json.data.id as string, ...invitationToken(await waitForMail(email, INVITATION_MAIL, count)) };
}

export const accept = (cookie: string, token: unknown) =>
  call("/api/invitations/accept", { method: "POST", cookie, body: { token } });
