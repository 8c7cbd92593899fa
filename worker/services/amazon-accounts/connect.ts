import type { SQL } from "drizzle-orm";
import { ownOrganisationOf } from "../../access/own-organisation";
import { AdsClient } from "../../amazon/ads-client";
import type { AmazonConfig } from "../../amazon/amazon-config";
import { AmazonGrantRevokedError } from "../../amazon/errors";
import { authorizationUrl, exchangeCode } from "../../amazon/lwa-client";
import { fetchUserProfile } from "../../amazon/lwa-user-profile";
import { randomUrlToken, s256Challenge } from "../../amazon/pkce";
import { type AmazonProfile, listProfiles } from "../../amazon/profiles";
import { ADS_REGIONS } from "../../amazon/regions";
import { encryptToken, tokenContext } from "../../amazon/token-crypto";
import { ApiError, validationError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { amazonAccounts } from "../../db/schema";
import { claimOAuthState, storeOAuthState } from "./oauth-states";
import { saveProfiles } from "./save-profiles";

/**
 * Step 1: a consent-page address carrying a fresh `state` bound to this user and the organisation they
 * connect into (single use, 10 minutes) and the S256 challenge of a PKCE verifier kept with that state
 * in D1 only.
 */
export async function startConnect(
  db: Database,
  config: AmazonConfig,
  member: { userId: string; organisationId: string },
  appOrigin: string,
) {
  const state = randomUrlToken();
  const codeVerifier = randomUrlToken();
  const redirectUri = `${appOrigin}/`;
  await storeOAuthState(db, state, member.userId, {
    redirectUri,
    codeVerifier,
    organisationId: member.organisationId,
  });
  return authorizationUrl(config, redirectUri, state, await s256Challenge(codeVerifier));
}

/** Step 2: the browser came back with a code; exchange it once and store the account and its profiles. */
export async function completeConnect(
  db: Database,
  config: AmazonConfig,
  userId: string,
  { code, state }: { code: string; state: string },
) {
  const started = await claimOAuthState(db, userId, state);
  if (!started) {
    throw validationError(
      "state",
      "This connection link has expired or was already used. Please connect again.",
    );
  }

  const { redirectUri, codeVerifier } = started;
  const tokens = await exchangeCode(config, code, redirectUri, codeVerifier ?? undefined).catch(
    (error: unknown) => {
      if (error instanceof AmazonGrantRevokedError) {
        throw new ApiError(
          1008,
          "Amazon did not accept this authorisation (it may have been used already). Please connect again.",
        );
      }
      throw error;
    },
  );
  const seller = await fetchUserProfile(config, tokens.accessToken);
  const profiles = await profilesInEveryRegion(config, tokens.accessToken);

  const organisationId = started.organisationId ?? ownOrganisationOf(userId);
  const tokenId = await upsertAccount(db, config, { userId, organisationId }, seller, tokens);
  await saveProfiles(db, tokenId, profiles);
  return tokenId;
}

async function profilesInEveryRegion(config: AmazonConfig, accessToken: string): Promise<AmazonProfile[]> {
  const fixedToken = { current: async () => accessToken, refresh: async () => accessToken };
  const byId = new Map<string, AmazonProfile>();
  for (const region of ADS_REGIONS) {
    for (const profile of await listProfiles(new AdsClient(config, fixedToken, region)))
      byId.set(profile.profileId, profile);
  }
  return [...byId.values()];
}

async function upsertAccount(
  db: Database,
  config: AmazonConfig,
  { userId, organisationId }: { userId: string; organisationId: string | SQL<string> },
  seller: { userId: string; name: string; email: string },
  tokens: { accessToken: string; refreshToken: string; expiresAt: Date },
) {
  const place = { userId, amazonUserId: seller.userId };
  const secrets = {
    refreshTokenCiphertext: await encryptToken(
      tokens.refreshToken,
      config.tokenEncryptionKey,
      tokenContext(place, "refresh"),
    ),
    accessTokenCiphertext: await encryptToken(
      tokens.accessToken,
      config.tokenEncryptionKey,
      tokenContext(place, "access"),
    ),
    accessTokenExpiresAt: tokens.expiresAt,
  };
  const now = new Date();
  const [row] = await db
    .insert(amazonAccounts)
    .values({
      organisationId,
      userId,
      amazonUserId: seller.userId,
      profileName: seller.name,
      profileEmail: seller.email,
      state: "VALID",
      ...secrets,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [amazonAccounts.userId, amazonAccounts.amazonUserId],
      set: {
        profileName: seller.name,
        profileEmail: seller.email,
        state: "VALID",
        ...secrets,
        updatedAt: now,
      },
    })
    .returning({ tokenId: amazonAccounts.tokenId });
  if (!row) throw new Error("The account row was not written");
  return row.tokenId;
}
