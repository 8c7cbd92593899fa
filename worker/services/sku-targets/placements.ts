/**
 * The placement checkboxes of an ASIN target (spec 001 §5 tooltips: they raise the adjustment to
 * 200%). Amazon sets placement adjustments per campaign, so a flag lives on the target and its
 * campaign's adjustment follows: at least 200% while any target of the campaign has the flag,
 * back to 0% when the last one clears it.
 */
import { and, eq } from "drizzle-orm";
import type { AdsClient } from "../../amazon/ads-client";
import { mutate } from "../../amazon/sp-entities";
import { spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { targetOptions } from "../../db/keyword-boosts-schema";
import { acceptedId } from "./store";

export const RAISED_PLACEMENT_PERCENT = 200;

export type PlacementFlags = {
  increaseProductPagesPlacement?: boolean;
  increaseTopOfSearchPlacement?: boolean;
};

const FLAG_PLACEMENTS = {
  increaseTopOfSearchPlacement: "PLACEMENT_TOP",
  increaseProductPagesPlacement: "PLACEMENT_PRODUCT_PAGE",
} as const;

type Placement = { placement: string; percentage: number };

/** The campaign's placement list after the flags: pure. */
export function placementsAfter(current: Placement[], raised: Record<string, boolean | undefined>) {
  const next = new Map(current.map((entry) => [entry.placement, entry.percentage]));
  for (const [placement, isRaised] of Object.entries(raised)) {
    if (isRaised === undefined) continue;
    const percentage = next.get(placement) ?? 0;
    next.set(placement, isRaised ? Math.max(percentage, RAISED_PLACEMENT_PERCENT) : 0);
  }
  return [...next].map(([placement, percentage]) => ({ placement, percentage }));
}

/** Stores the target's flags and moves its campaign's adjustments on Amazon when they must change. */
export async function applyPlacementFlags(
  db: Database,
  client: AdsClient,
  profile: { id: number; amazonProfileId: string },
  target: { targetId: string; campaignId: string },
  flags: PlacementFlags,
) {
  const set = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return;
  await db
    .insert(targetOptions)
    .values({ profileId: profile.id, targetId: target.targetId, campaignId: target.campaignId, ...set })
    .onConflictDoUpdate({ target: [targetOptions.profileId, targetOptions.targetId], set });
  const flagged = await db
    .select()
    .from(targetOptions)
    .where(and(eq(targetOptions.profileId, profile.id), eq(targetOptions.campaignId, target.campaignId)));
  const raised: Record<string, boolean | undefined> = {};
  for (const [flag, placement] of Object.entries(FLAG_PLACEMENTS) as [
    keyof typeof FLAG_PLACEMENTS,
    string,
  ][]) {
    if (flags[flag] === undefined) continue;
    const anyRaised = flagged.some((row) => row[flag]);
    // Clearing one target's flag leaves the campaign raised while another target keeps it.
    raised[placement] = flags[flag] ? true : anyRaised ? undefined : false;
  }
  const campaign = await db
    .select()
    .from(spCampaigns)
    .where(and(eq(spCampaigns.profileId, profile.id), eq(spCampaigns.campaignId, target.campaignId)))
    .get();
  if (!campaign) return;
  const current = campaign.placementBidding ?? [];
  const next = placementsAfter(current, raised);
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  const strategy = campaign.biddingStrategy ?? "LEGACY_FOR_SALES";
  const result = await mutate(client, profile.amazonProfileId, "campaigns", "update", [
    { campaignId: target.campaignId, dynamicBidding: { strategy, placementBidding: next } },
  ]);
  acceptedId(result, "the campaign's placement adjustment");
  await db
    .update(spCampaigns)
    .set({ placementBidding: next })
    .where(and(eq(spCampaigns.profileId, profile.id), eq(spCampaigns.campaignId, target.campaignId)));
}
