import { and, eq } from "drizzle-orm";
import { requireAdvertisedAdGroup, requireSku } from "../../access/advertised-sku";
import { requireSkupilotKeyword } from "../../access/campaign-entities";
import type { ProfileAccess } from "../../access/profile-ads-client";
import type { RankProviderEnv } from "../../amazon/organic-rank";
import { mutate } from "../../amazon/sp-entities";
import { validationError } from "../../contracts/api-error";
import type { ChangeAuthor } from "../../contracts/automation/change-author";
import { BOOSTED_LOCKED_MESSAGE } from "../../contracts/sku-targets/keywords.schemas";
import type {
  CreatedKeyword,
  KeywordChange,
  NegativeStateChange,
} from "../../contracts/sku-targets/sku-targets";
import { spKeywords } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { keywordOptions } from "../../db/keyword-boosts-schema";
import { editActions, valuesBefore } from "../automation/edit-actions";
import { holdEntities } from "../automation/hold-entities";
import { logEdits } from "../automation/log-edits";
import { acceptedId, storeKeyword } from "../sku-targets/store";
import { checkEditable } from "../sku-targets/update";
import { requireRankProvider } from "./keyword-boost";
import { activeBoosts, liveKeywordTexts, skuKeywords } from "./keywords";

export const DUPLICATE_KEYWORD_MESSAGE = "This keyword is already added for this SKU";
/** A custom keyword goes in as an exact match: the search-term expansion widens what converts. */
export const CUSTOM_KEYWORD_MATCH_TYPE = "EXACT";

/** POST /keywords/{profileId}/{skuId}: an exact keyword in the SKU's keyword campaign, at the ad group's bid. */
export async function addKeyword(
  db: Database,
  { profile, client }: ProfileAccess,
  skuId: number,
  keywordText: string,
): Promise<CreatedKeyword> {
  const sku = await requireSku(db, profile.id, skuId);
  const ids = await requireAdvertisedAdGroup(db, sku, "KEYWORD");
  if (liveKeywordTexts(await skuKeywords(db, profile.id, skuId)).has(keywordText.toLowerCase())) {
    throw validationError("keywordText", DUPLICATE_KEYWORD_MESSAGE);
  }
  const result = await mutate(client, profile.amazonProfileId, "keywords", "create", [
    { ...ids, keywordText, matchType: CUSTOM_KEYWORD_MATCH_TYPE, state: "ENABLED" },
  ]);
  const keywordId = acceptedId(result, `the keyword '${keywordText}'`);
  const row = await storeKeyword(db, client, profile.amazonProfileId, profile.id, keywordId);
  return { keywordText: row.keywordText, id: keywordId, matchType: row.matchType };
}

/**
 * PUT /keywords/{profileId}/keyword/{keywordId}: state and bid on Amazon, organic optimisation stored.
 * Switching organic search optimisation on needs an organic rank provider (`rankEnv`; a caller that
 * passes none cannot switch it on): without one it is refused like a boost, before anything changes.
 */
export async function updateKeyword(
  db: Database,
  { profile, client }: ProfileAccess,
  keywordId: string,
  change: KeywordChange,
  now: Date,
  rankEnv: RankProviderEnv = {},
  author: ChangeAuthor,
): Promise<KeywordChange> {
  const { row, skuId } = await requireSkupilotKeyword(db, profile.id, keywordId, ["KEYWORD"]);
  if (change.organicSearchOptimization === true) requireRankProvider(rankEnv, "organicSearchOptimization");
  if ((await activeBoosts(db, profile.id, [keywordId])).has(keywordId)) {
    const [field = "state"] = Object.keys(change);
    throw validationError(field, BOOSTED_LOCKED_MESSAGE);
  }
  checkEditable(row.state, change);
  const { state, bid, organicSearchOptimization } = change;
  if (state !== undefined || bid !== undefined) {
    const entity = { entityType: "KEYWORD", entityId: keywordId } as const;
    const before = await valuesBefore(db, profile.id, entity);
    const item = { keywordId, ...(state !== undefined && { state }), ...(bid !== undefined && { bid }) };
    acceptedId(
      await mutate(client, profile.amazonProfileId, "keywords", "update", [item]),
      "the keyword's change",
    );
    await db
      .update(spKeywords)
      .set({
        ...(state !== undefined && { state }),
        ...(bid !== undefined && { bidCents: Math.round(bid * 100) }),
      })
      .where(
        and(
          eq(spKeywords.profileId, profile.id),
          eq(spKeywords.kind, "KEYWORD"),
          eq(spKeywords.keywordId, keywordId),
        ),
      );
    await holdEntities(db, profile.id, [keywordId], now);
    const actions = editActions(entity, before, { state, bid });
    await logEdits(db, { profileId: profile.id, skuId, campaignId: row.campaignId }, actions, author, now);
  }
  if (organicSearchOptimization !== undefined) {
    await db
      .insert(keywordOptions)
      .values({ profileId: profile.id, keywordId, organicSearchOptimization })
      .onConflictDoUpdate({
        target: [keywordOptions.profileId, keywordOptions.keywordId],
        set: { organicSearchOptimization },
      });
  }
  return change;
}

/** PUT /keywords/{profileId}/negative-keyword/{id}: an ad-group or campaign negative keyword's state. */
export async function updateNegativeKeywordState(
  db: Database,
  { profile, client }: ProfileAccess,
  id: string,
  state: string,
): Promise<NegativeStateChange> {
  const { row } = await requireSkupilotKeyword(db, profile.id, id, ["NEGATIVE", "CAMPAIGN_NEGATIVE"]);
  checkEditable(row.state, { state });
  const kind = row.kind === "NEGATIVE" ? "negativeKeywords" : "campaignNegativeKeywords";
  acceptedId(
    await mutate(client, profile.amazonProfileId, kind, "update", [{ keywordId: id, state }]),
    "the negative keyword's state",
  );
  await db
    .update(spKeywords)
    .set({ state })
    .where(
      and(eq(spKeywords.profileId, profile.id), eq(spKeywords.kind, row.kind), eq(spKeywords.keywordId, id)),
    );
  return { id, state };
}
