import { and, eq } from "drizzle-orm";
import { localDate } from "../clock/zone-clock";
import { spCampaigns, spKeywords, spTargets } from "../db/ads-schema";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import { skuCampaigns } from "../db/sku-structure-schema";
import { keywordsInCampaigns, targetsInCampaigns } from "../db/targeting-in-campaigns";
import { campaignIdsOf, type SkuEntities } from "./load-entities";

/** "2026-11-20" or Amazon's older "20261120" as a date; null otherwise. */
function calendarDate(value: string | null): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  if (/^\d{8}$/.test(value)) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  return null;
}

const later = (a: string | undefined, b: string) => (a && a > b ? a : b);

/**
 * When each of the SKUs' campaigns, keywords and targets was launched, a `YYYY-MM-DD` in the profile's
 * zone (rules/launch-age.ts): a campaign's start date on Amazon or the day Skupilot built it (the
 * later), a keyword's or target's creation time as Amazon lists it. Three statements for all SKUs.
 */
export async function loadLaunchDates(
  db: Database,
  profileId: number,
  entities: Map<number, SkuEntities>,
  timezone: string,
): Promise<Record<string, string>> {
  const campaignIds = campaignIdsOf(entities);
  if (campaignIds.length === 0) return {};
  const [campaigns, built, keywords, targets] = await Promise.all([
    db
      .select({ id: spCampaigns.campaignId, startDate: spCampaigns.startDate })
      .from(spCampaigns)
      .where(and(eq(spCampaigns.profileId, profileId), inList(spCampaigns.campaignId, campaignIds))),
    db
      .select({ id: skuCampaigns.campaignId, createdAt: skuCampaigns.createdAt })
      .from(skuCampaigns)
      .where(and(eq(skuCampaigns.profileId, profileId), inList(skuCampaigns.campaignId, campaignIds))),
    db
      .select({ id: spKeywords.keywordId, createdAt: spKeywords.createdAt })
      .from(spKeywords)
      .where(keywordsInCampaigns(profileId, campaignIds)),
    db
      .select({ id: spTargets.targetId, createdAt: spTargets.createdAt })
      .from(spTargets)
      .where(targetsInCampaigns(profileId, campaignIds)),
  ]);
  const dates: Record<string, string> = {};
  for (const row of campaigns) {
    const date = calendarDate(row.startDate);
    if (date) dates[row.id] = date;
  }
  for (const row of built) dates[row.id] = later(dates[row.id], localDate(row.createdAt, timezone));
  for (const row of [...keywords, ...targets]) {
    const at = row.createdAt ? new Date(row.createdAt) : null;
    if (at && !Number.isNaN(at.getTime())) dates[row.id] = localDate(at, timezone);
  }
  return dates;
}
