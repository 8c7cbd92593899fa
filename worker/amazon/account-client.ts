import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { amazonAccounts } from "../db/schema";
import { type AccessTokenSource, AdsClient } from "./ads-client";
import type { AmazonConfig } from "./amazon-config";
import { AmazonGrantRevokedError } from "./errors";
import { refreshTokens } from "./lwa-client";
import type { AdsRegion } from "./regions";
import type { RetryPolicy } from "./retrying-fetch";
import { decryptToken, encryptToken, tokenContext } from "./token-crypto";

/** An access token is used until this close to its expiry, then refreshed. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

type AccountRow = typeof amazonAccounts.$inferSelect;

/**
 * Access tokens for one connected account: cached (encrypted) in D1 until shortly before they
 * expire, refreshed with the stored refresh token; a revoked grant marks the account INVALID. Each
 * refresh stores the refresh token Amazon answered (a rotated one replaces ours) with the current key.
 */
export function accountTokenSource(
  db: Database,
  config: AmazonConfig,
  account: Pick<
    AccountRow,
    | "tokenId"
    | "userId"
    | "amazonUserId"
    | "refreshTokenCiphertext"
    | "accessTokenCiphertext"
    | "accessTokenExpiresAt"
  >,
  policy?: RetryPolicy,
): AccessTokenSource {
  const key = config.tokenEncryptionKey;
  let refreshTokenCiphertext = account.refreshTokenCiphertext;
  let cached =
    account.accessTokenCiphertext && account.accessTokenExpiresAt
      ? { ciphertext: account.accessTokenCiphertext, expiresAt: account.accessTokenExpiresAt }
      : undefined;

  const refresh = async () => {
    const refreshToken = await decryptToken(refreshTokenCiphertext, key, tokenContext(account, "refresh"));
    try {
      const tokens = await refreshTokens(config, refreshToken, policy);
      const ciphertext = await encryptToken(tokens.accessToken, key, tokenContext(account, "access"));
      refreshTokenCiphertext = await encryptToken(tokens.refreshToken, key, tokenContext(account, "refresh"));
      cached = { ciphertext, expiresAt: tokens.expiresAt };
      await db
        .update(amazonAccounts)
        .set({
          refreshTokenCiphertext,
          accessTokenCiphertext: ciphertext,
          accessTokenExpiresAt: tokens.expiresAt,
          updatedAt: new Date(),
        })
        .where(eq(amazonAccounts.tokenId, account.tokenId));
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof AmazonGrantRevokedError) await markAccountInvalid(db, account.tokenId);
      throw error;
    }
  };

  return {
    async current() {
      if (cached && cached.expiresAt.getTime() - EXPIRY_MARGIN_MS > Date.now()) {
        return decryptToken(cached.ciphertext, key, tokenContext(account, "access"));
      }
      return refresh();
    },
    refresh,
  };
}

export async function markAccountInvalid(db: Database, tokenId: number) {
  await db
    .update(amazonAccounts)
    .set({ state: "INVALID", accessTokenCiphertext: null, accessTokenExpiresAt: null, updatedAt: new Date() })
    .where(eq(amazonAccounts.tokenId, tokenId));
}

/** An Ads API client for one account in one region. */
export const adsClientFor = (
  db: Database,
  config: AmazonConfig,
  account: AccountRow,
  region: AdsRegion,
  policy?: RetryPolicy,
) => new AdsClient(config, accountTokenSource(db, config, account, policy), region, policy);
