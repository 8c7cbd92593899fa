/**
 * Keyword boost (spec 001 §4): switching it on records the max bid and the bid it starts from; the
 * daily +50% schedule that reads the record comes with the automation. Off records the stop.
 */
import { and, eq, isNull } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import { requireSkupilotKeyword } from "../../access/campaign-entities";
import type { OwnProfile } from "../../access/own-profile";
import { type RankProviderEnv, rankProviderOf } from "../../amazon/organic-rank";
import { ApiError, validationError } from "../../contracts/api-error";
import { NO_RANK_PROVIDER_MESSAGE } from "../../contracts/automation/organic-rank";
import { BOOST_NOT_ABOVE_BID_MESSAGE } from "../../contracts/sku-targets/keywords.schemas";
import type { KeywordBoost } from "../../contracts/sku-targets/sku-targets";
import type { Database } from "../../db/client";
import { keywordBoosts } from "../../db/keyword-boosts-schema";
import { adGroupDefaultBids } from "../sku-targets/ad-group-default-bids";
import { activeBoosts, type KeywordRow } from "./keywords";

export const BOOST_NOT_ENABLED_MESSAGE = "Only an enabled keyword can be boosted";
export const ALREADY_BOOSTED_MESSAGE = "This keyword is already boosted";

/** The SKU's keyword named by the path: 1006 when either is not the profile's or they don't belong together. */
async function requireKeywordOfSku(db: Database, profileId: number, skuId: number, keywordId: string) {
  await requireSku(db, profileId, skuId);
  const { row, skuId: owner } = await requireSkupilotKeyword(db, profileId, keywordId, ["KEYWORD"]);
  if (owner !== skuId) throw new ApiError(1006, "This keyword does not exist.");
  return row;
}

/** The bid the keyword runs at: its own, else its ad group's default. */
async function currentBidCents(db: Database, profileId: number, keyword: KeywordRow) {
  if (keyword.bidCents !== null) return keyword.bidCents;
  const defaults = await adGroupDefaultBids(db, profileId, [keyword.adGroupId]);
  return (keyword.adGroupId === null ? undefined : defaults.get(keyword.adGroupId)) ?? 0;
}

/**
 * Keyword boost and organic search optimisation need the keyword's organic rank: with no rank
 * provider configured they cannot start (400/1005 naming the field, DESIGN.md's code for a request
 * the product refuses as sent; nothing stored). Checked after the ids, so another seller's stay 1003/1006.
 */
export function requireRankProvider(env: RankProviderEnv, field: string) {
  if (!rankProviderOf(env)) throw validationError(field, NO_RANK_PROVIDER_MESSAGE);
}

/**
 * POST /keywords/{profileId}/{skuId}/{keywordId}/boost. `now` is the marketplace's (the clock the
 * automation counts the boost's days and matches its changes by; the sandbox's locally).
 */
export async function startBoost(
  db: Database,
  env: RankProviderEnv,
  profile: OwnProfile,
  skuId: number,
  keywordId: string,
  boostMaxBid: number,
  now: Date,
): Promise<KeywordBoost> {
  const keyword = await requireKeywordOfSku(db, profile.id, skuId, keywordId);
  requireRankProvider(env, "boost");
  if (keyword.state !== "ENABLED") throw validationError("state", BOOST_NOT_ENABLED_MESSAGE);
  if ((await activeBoosts(db, profile.id, [keywordId])).has(keywordId)) {
    throw validationError("keywordId", ALREADY_BOOSTED_MESSAGE);
  }
  const baseBidCents = await currentBidCents(db, profile.id, keyword);
  const boostMaxBidCents = Math.round(boostMaxBid * 100);
  if (boostMaxBidCents <= baseBidCents) throw validationError("boostMaxBid", BOOST_NOT_ABOVE_BID_MESSAGE);
  await db.insert(keywordBoosts).values({
    profileId: profile.id,
    advertisedSkuId: skuId,
    keywordId,
    boostMaxBidCents,
    baseBidCents,
    startedAt: now,
  });
  return { keywordId, isBoosted: true, boostMaxBid };
}

/** DELETE /keywords/{profileId}/{skuId}/{keywordId}/boost: 1006 when no boost runs; `now` the marketplace's. */
export async function stopBoost(
  db: Database,
  profile: OwnProfile,
  skuId: number,
  keywordId: string,
  now: Date,
): Promise<KeywordBoost> {
  await requireKeywordOfSku(db, profile.id, skuId, keywordId);
  const stopped = await db
    .update(keywordBoosts)
    .set({ stoppedAt: now })
    .where(
      and(
        eq(keywordBoosts.profileId, profile.id),
        eq(keywordBoosts.keywordId, keywordId),
        isNull(keywordBoosts.stoppedAt),
      ),
    )
    .returning({ id: keywordBoosts.id });
  if (stopped.length === 0) throw new ApiError(1006, "This keyword is not boosted.");
  return { keywordId, isBoosted: false, boostMaxBid: null };
}
