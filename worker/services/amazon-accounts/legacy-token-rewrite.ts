import { and, eq, like, or } from "drizzle-orm";
import { decryptLegacyToken, isLegacyToken } from "../../amazon/legacy-token-crypto";
import { encryptToken, tokenContext } from "../../amazon/token-crypto";
import type { Database } from "../../db/client";
import { amazonAccounts } from "../../db/schema";

type LegacyRow = Pick<
  typeof amazonAccounts.$inferSelect,
  "tokenId" | "userId" | "amazonUserId" | "refreshTokenCiphertext" | "accessTokenCiphertext"
>;

/**
 * One-off, run first by every hourly cron until none is left: tokens still stored as v1 (not bound to
 * their row), in accounts of either state, become v2, the only format decryptToken reads. A v1 refresh
 * token is re-encrypted for its own row; a v1 access token is dropped (it lasts an hour; the next refresh
 * fetches one); a v1 refresh token no configured key opens is erased and its account marked INVALID, so
 * the seller is asked to reconnect (which writes v2). Answers how many accounts held v1 values.
 */
export async function rewriteLegacyTokens(db: Database, secrets: string) {
  const rows: LegacyRow[] = await db
    .select({
      tokenId: amazonAccounts.tokenId,
      userId: amazonAccounts.userId,
      amazonUserId: amazonAccounts.amazonUserId,
      refreshTokenCiphertext: amazonAccounts.refreshTokenCiphertext,
      accessTokenCiphertext: amazonAccounts.accessTokenCiphertext,
    })
    .from(amazonAccounts)
    .where(
      or(
        like(amazonAccounts.refreshTokenCiphertext, "v1.%"),
        like(amazonAccounts.accessTokenCiphertext, "v1.%"),
      ),
    );
  for (const row of rows) await rewriteRow(db, row, secrets);
  return { rewritten: rows.length };
}

async function rewriteRow(db: Database, row: LegacyRow, secrets: string) {
  const dropAccess = row.accessTokenCiphertext !== null && isLegacyToken(row.accessTokenCiphertext);
  const withoutAccess = dropAccess ? { accessTokenCiphertext: null, accessTokenExpiresAt: null } : {};
  let refresh = {};
  if (isLegacyToken(row.refreshTokenCiphertext)) {
    const plaintext = await decryptLegacyToken(row.refreshTokenCiphertext, secrets);
    refresh = plaintext
      ? { refreshTokenCiphertext: await encryptToken(plaintext, secrets, tokenContext(row, "refresh")) }
      : {
          state: "INVALID" as const,
          refreshTokenCiphertext: "",
          accessTokenCiphertext: null,
          accessTokenExpiresAt: null,
        };
  }
  // Only over the value read: a refresh or a reconnect in between has already written a v2 one.
  await db
    .update(amazonAccounts)
    .set({ ...withoutAccess, ...refresh, updatedAt: new Date() })
    .where(
      and(
        eq(amazonAccounts.tokenId, row.tokenId),
        eq(amazonAccounts.refreshTokenCiphertext, row.refreshTokenCiphertext),
      ),
    );
}
