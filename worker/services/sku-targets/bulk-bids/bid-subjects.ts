import { requireSku } from "../../../access/advertised-sku";
import { requireSkupilotKeyword, requireSkupilotTarget } from "../../../access/campaign-entities";
import { skuOfCampaign } from "../../../access/skupilot-campaigns";
import { ApiError } from "../../../contracts/api-error";
import type { BulkBidEdit } from "../../../contracts/sku-targets/bulk-bids.schemas";
import type { Database } from "../../../db/client";
import { activeBoosts } from "../../sku-keywords/keywords";
import { adGroupDefaultBids } from "../ad-group-default-bids";
import { exactAsinOf } from "../asin-expression";
import type { BidSubject } from "./plan-bid-row";

const MATCH_TYPES: Record<string, string> = { EXACT: "Exact", PHRASE: "Phrase", BROAD: "Broad" };

type Selected = Omit<BidSubject, "defaultBidCents" | "boosted" | "sku"> & {
  adGroupId: string | null;
  skuId: number | null;
};

async function selectedKeyword(db: Database, profileId: number, id: string): Promise<Selected> {
  const { row, skuId } = await requireSkupilotKeyword(db, profileId, id, ["KEYWORD"]);
  const matchType = MATCH_TYPES[row.matchType] ?? row.matchType;
  return {
    kind: "KEYWORD",
    id,
    name: `${row.keywordText} (${matchType})`,
    campaignId: row.campaignId,
    state: row.state,
    bidCents: row.bidCents,
    adGroupId: row.adGroupId,
    skuId,
  };
}

async function selectedTarget(db: Database, profileId: number, id: string): Promise<Selected> {
  const row = await requireSkupilotTarget(db, profileId, id, ["TARGET"]);
  const asin = exactAsinOf(row.expression);
  if (!asin) throw new ApiError(1006, "This target does not exist.");
  return {
    kind: "TARGET",
    id,
    name: asin,
    campaignId: row.campaignId,
    state: row.state,
    bidCents: row.bidCents,
    adGroupId: row.adGroupId,
    skuId: await skuOfCampaign(db, profileId, row.campaignId),
  };
}

/**
 * The keywords and ASIN targets named, each one of a campaign Skupilot runs on the profile (any other id
 * is 1006 for the whole request, as the single edit answers it), with what a bid change reads of them.
 */
export async function bidSubjects(db: Database, profileId: number, edit: BulkBidEdit): Promise<BidSubject[]> {
  const selected: Selected[] = [];
  for (const id of edit.keywordIds) selected.push(await selectedKeyword(db, profileId, id));
  for (const id of edit.targetIds) selected.push(await selectedTarget(db, profileId, id));
  const [defaults, boosts] = await Promise.all([
    adGroupDefaultBids(
      db,
      profileId,
      selected.map((row) => row.adGroupId),
    ),
    activeBoosts(db, profileId, edit.keywordIds),
  ]);
  const skus = new Map<number, BidSubject["sku"]>();
  for (const skuId of new Set(selected.flatMap((row) => (row.skuId === null ? [] : [row.skuId])))) {
    const sku = await requireSku(db, profileId, skuId);
    skus.set(skuId, { sku: sku.sku, bidMinCents: sku.bidMinCents, bidMaxCents: sku.bidMaxCents });
  }
  return selected.map(({ adGroupId, skuId, ...row }) => ({
    ...row,
    defaultBidCents: adGroupId === null ? null : (defaults.get(adGroupId) ?? null),
    boosted: row.kind === "KEYWORD" && boosts.has(row.id),
    sku: skuId === null ? null : (skus.get(skuId) ?? null),
  }));
}
