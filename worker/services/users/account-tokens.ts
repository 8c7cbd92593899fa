import { and, eq, gt, isNull } from "drizzle-orm";
import { validationError } from "../../contracts/api-error";
import { ACCOUNT_LINK_TTL_MS } from "../../contracts/users/account-links";
import type { Database } from "../../db/client";
import { accountTokens } from "../../db/schema";
import { LINK_PROBLEM_MESSAGES, type LinkProblem, linkProblem } from "./account-token-state";

export type TokenPurpose = "password-reset" | "verify-email";

const TOKEN_BYTES = 32;

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A new e-mailed link's token: 256 random bits, base64url. */
export const newLinkToken = () => base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));

/** The stored form of a link's token: its SHA-256, hex. */
export async function tokenHash(token: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A new link's token for the user (256 random bits); only its hash is stored, valid ACCOUNT_LINK_TTL_MS. */
export async function issueToken(
  db: Database,
  user: { id: string; email: string },
  purpose: TokenPurpose,
  now: Date,
) {
  const token = newLinkToken();
  await db.insert(accountTokens).values({
    tokenHash: await tokenHash(token),
    userId: user.id,
    purpose,
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_LINK_TTL_MS),
  });
  return token;
}

export type TokenUse =
  | { ok: true; userId: string; email: string }
  | { ok: false; problem: LinkProblem; userId?: string; email?: string };

/** 400/1005 on `token`, saying why the link does not work. */
export const linkRefused = (problem: LinkProblem) => validationError("token", LINK_PROBLEM_MESSAGES[problem]);

/**
 * Uses the link once: one conditional update marks it used only while unused and unexpired, so two
 * requests racing with the same link cannot both pass. Answers its user and address, or why it does
 * not work (unknown, used, expired).
 */
export async function redeemToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<TokenUse> {
  const hash = await tokenHash(token);
  const used = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email })
    .get();
  if (used) return { ok: true, ...used };
  const stored = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hash), eq(accountTokens.purpose, purpose)))
    .get();
  return {
    ok: false,
    problem: linkProblem(stored, now) ?? "used",
    ...(stored ? { userId: stored.userId, email: stored.email } : {}),
  };
}

/** Ends every unused link of the user for the purpose (after a reset, the other reset links stop working). */
export async function retireTokens(db: Database, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
