import { and, eq } from "drizzle-orm";
import type { LaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { OwnProfile } from "../../access/own-profile";
import { skuOfCampaign } from "../../access/skupilot-campaigns";
import type { AdsClient } from "../../amazon/ads-client";
import { mutate } from "../../amazon/sp-entities";
import { itemErrorMessage } from "../../amazon/sp-item-error";
import { ApiError, validationError } from "../../contracts/api-error";
import type { ChangeAction } from "../../contracts/automation/change";
import type { ChangeAuthor } from "../../contracts/automation/change-author";
import type { CampaignUpdateResult } from "../../contracts/campaigns/campaign-detail";
import {
  type CampaignUpdate,
  EDITABLE_STATES,
  PERCENTAGE_PLACEMENTS,
} from "../../contracts/campaigns/campaign-update.schemas";
import { centsToDollars } from "../../contracts/metrics";
import { spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { holdEntities } from "../automation/hold-entities";
import { logEdits } from "../automation/log-edits";
import { sendPlan } from "../sku-structure/push-limits";
import { loweredPlan, planShareEdit, raisedPlan, shareStatements } from "./budget-share";

type PlacementBid = { placement: string; percentage: number };

/** The given placements' adjustments replace those placements only; the others stay as they are. */
const mergedPlacements = (current: PlacementBid[], given: PlacementBid[] | undefined) =>
  given === undefined
    ? current
    : [...current.filter((bid) => !given.some((g) => g.placement === bid.placement)), ...given];

/**
 * The placement adjustments the update asks for: dynamicBidding.placementBidding plus the
 * topOfSearchPercentage / productPagesPercentage shorthands. Naming one placement twice is refused.
 */
function requestedPlacements(update: CampaignUpdate): PlacementBid[] | undefined {
  const given: PlacementBid[] = [...(update.dynamicBidding?.placementBidding ?? [])];
  for (const [field, placement] of Object.entries(PERCENTAGE_PLACEMENTS)) {
    const percentage = update[field as keyof typeof PERCENTAGE_PLACEMENTS];
    if (percentage === undefined) continue;
    if (given.some((bid) => bid.placement === placement)) {
      throw validationError(field, `${placement} is already in dynamicBidding.placementBidding`);
    }
    given.push({ placement, percentage });
  }
  return given.length > 0 || update.dynamicBidding?.placementBidding ? given : undefined;
}

const sameBids = (a: PlacementBid[], b: PlacementBid[]) =>
  a.length === b.length &&
  a.every((bid) =>
    b.some((other) => other.placement === bid.placement && other.percentage === bid.percentage),
  );

/** What differs from the campaign as last synced, as one SP v3 campaign update item (or null). */
function amazonItem(campaign: LaunchedOrMigratedCampaign, update: CampaignUpdate) {
  const item: Record<string, unknown> = { campaignId: campaign.campaignId };
  const changed = { state: false, budget: false, bidding: false };
  if (update.state !== undefined && update.state !== campaign.state) {
    item.state = update.state;
    changed.state = true;
  }
  const budgetCents = update.budget === undefined ? campaign.budgetCents : Math.round(update.budget * 100);
  if (budgetCents !== campaign.budgetCents) {
    if ((update.state ?? campaign.state) !== "ENABLED") {
      throw validationError("budget", "The budget can be edited only when the campaign is enabled");
    }
    item.budget = { budget: budgetCents / 100, budgetType: "DAILY" };
    changed.budget = true;
  }
  const strategy = update.dynamicBidding?.strategy ?? campaign.biddingStrategy;
  const placementBidding = mergedPlacements(campaign.placementBidding, requestedPlacements(update));
  if (strategy !== campaign.biddingStrategy || !sameBids(placementBidding, campaign.placementBidding)) {
    item.dynamicBidding = { ...(strategy ? { strategy } : {}), placementBidding };
    changed.bidding = true;
  }
  const state = changed.state ? (update.state ?? campaign.state) : campaign.state;
  const after = { state, budgetCents, biddingStrategy: strategy, placementBidding };
  const changesAnything = Object.values(changed).some(Boolean);
  if (changesAnything && !EDITABLE_STATES.some((editable) => editable === campaign.state)) {
    throw validationError("state", "Only an enabled or paused campaign can be changed");
  }
  return { item: changesAnything ? item : null, changed, after };
}

const resultOf = (
  campaignId: string,
  c: { state: string; budgetCents: number; biddingStrategy: string | null; placementBidding: PlacementBid[] },
): CampaignUpdateResult => ({
  id: campaignId,
  state: c.state,
  budget: { budget: centsToDollars(c.budgetCents) },
  dynamicBidding: { strategy: c.biddingStrategy, placementBidding: c.placementBidding },
});

/**
 * Changes a managed campaign's state, daily budget, placement adjustments or dynamic bidding on Amazon, then records in
 * sp_campaigns what Amazon accepted. Only what differs is sent; a refused item is 1008 with the
 * marketplace's message and nothing recorded. A new budget of a campaign Skupilot built for a SKU
 * is kept as its share of the SKU's Max budget and the SKU's other campaigns share the rest
 * (lowered ones first on Amazon); one the Max budget cannot hold is 400/1005 (`budget-share.ts`).
 */
export async function updateCampaign(
  db: Database,
  /** The Ads client for the profile, asked only once something is to change (1004 then if revoked). */
  ads: () => Promise<AdsClient>,
  profile: OwnProfile,
  campaign: LaunchedOrMigratedCampaign,
  update: CampaignUpdate,
  now: Date,
  author: ChangeAuthor,
): Promise<CampaignUpdateResult> {
  const { item, changed, after } = amazonItem(campaign, update);
  if (!item) return resultOf(campaign.campaignId, campaign);
  const share = changed.budget
    ? await planShareEdit(db, profile, campaign.campaignId, after.budgetCents, now)
    : null;

  const client = await ads();
  if (share) await sendPlan({ profile, client }, loweredPlan(share));
  const result = await mutate(client, profile.amazonProfileId, "campaigns", "update", [item]);
  const [refused] = result.error;
  if (refused || result.success.length === 0) {
    const reason = refused ? itemErrorMessage(refused) : "Amazon did not confirm the change.";
    throw new ApiError(1008, `Amazon refused the change: ${reason}`);
  }
  if (share) await sendPlan({ profile, client }, raisedPlan(share));

  await db.batch([
    db
      .update(spCampaigns)
      .set({
        ...(changed.state ? { state: after.state } : {}),
        ...(changed.budget ? { budgetCents: after.budgetCents } : {}),
        ...(changed.bidding
          ? { biddingStrategy: after.biddingStrategy, placementBidding: after.placementBidding }
          : {}),
      })
      .where(and(eq(spCampaigns.profileId, profile.id), eq(spCampaigns.campaignId, campaign.campaignId))),
    ...(share ? shareStatements(db, profile.id, share, after.budgetCents) : []),
  ]);
  // The seller's own state or budget stands: the automation leaves the campaign alone for a while.
  if (changed.state || changed.budget) {
    await holdEntities(db, profile.id, [campaign.campaignId], now);
    const skuId = await skuOfCampaign(db, profile.id, campaign.campaignId);
    await logEdits(
      db,
      { profileId: profile.id, skuId, campaignId: campaign.campaignId },
      loggedActions(campaign, changed, after),
      author,
      now,
    );
  }
  return resultOf(campaign.campaignId, after);
}

/** The state and budget an edit changed, as the change log keeps them (placements are not logged). */
function loggedActions(
  campaign: LaunchedOrMigratedCampaign,
  changed: { state: boolean; budget: boolean },
  after: { state: string; budgetCents: number },
): ChangeAction[] {
  const entity = { entityType: "CAMPAIGN", entityId: campaign.campaignId } as const;
  const actions: ChangeAction[] = [];
  if (changed.state)
    actions.push({ kind: "SET_STATE", ...entity, from: campaign.state, to: after.state } as ChangeAction);
  if (changed.budget)
    actions.push({
      kind: "SET_BUDGET",
      ...entity,
      fromCents: campaign.budgetCents,
      toCents: after.budgetCents,
    });
  return actions;
}
