import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { oauthStates } from "../../db/schema";

/** A consent's `state` lives this long; an unused one is deleted once it has expired. */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * What a consent started with and its exchange needs back: never in the browser's hands. The
 * organisation is the one the member connected from: the account goes there, whatever they act in
 * when they come back.
 */
export type OAuthStart = { redirectUri: string; codeVerifier: string; organisationId: string };

export async function storeOAuthState(db: Database, state: string, userId: string, start: OAuthStart) {
  await db
    .insert(oauthStates)
    .values({ state, userId, ...start, expiresAt: new Date(Date.now() + STATE_LIFETIME_MS) });
}

/**
 * Takes the user's live `state` once: the row is deleted as it is read, so a replay finds nothing, and
 * the expired states of everyone go with it. Answers its redirect URI, PKCE verifier and organisation
 * (null for a state stored before organisations owned accounts), undefined when there is none.
 */
export async function claimOAuthState(db: Database, userId: string, state: string, now = new Date()) {
  const [claimed] = await db.batch([
    db
      .delete(oauthStates)
      .where(
        and(eq(oauthStates.state, state), eq(oauthStates.userId, userId), gt(oauthStates.expiresAt, now)),
      )
      .returning({
        redirectUri: oauthStates.redirectUri,
        codeVerifier: oauthStates.codeVerifier,
        organisationId: oauthStates.organisationId,
      }),
    db.delete(oauthStates).where(lte(oauthStates.expiresAt, now)),
  ]);
  return claimed[0];
}

/** The hourly cron's sweep: states nobody came back with. */
export async function deleteExpiredOAuthStates(db: Database, now = new Date()) {
  await db.delete(oauthStates).where(lte(oauthStates.expiresAt, now));
}
