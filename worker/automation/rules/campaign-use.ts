/**
 * How much of its daily budget each campaign of a SKU's split uses. The budget split gives a campaign
 * no more than it would spend (room over its busiest day of the last week) unless it ran out, so
 * the SKU's Max budget goes to the campaigns whose budget stops them, not to ones that never spend it:
 * on the bench's budget-bound market the SKUs spent 42 % of their Max budgets while some of their
 * campaigns ran out most days (docs/campaign-structure.md, "by what each campaign uses").
 */
import { shiftDate } from "../../contracts/date-range";
import { dailySpend, lastReportedDay } from "./reported-days";
import type { CampaignSnapshot, SkuSnapshot } from "./rule-input";
import { MIN_CAMPAIGN_BUDGET_CENTS } from "./split-budget";

/** A day on which the campaign spent at least this share of its budget: it ran out (or all but). */
export const BOUND_SHARE = 0.9;
/** The reported days a campaign's use is read from. */
export const USE_DAYS = 7;
/**
 * Room over its busiest day a campaign that did not run out keeps, to grow into. At 1.5 the bench's
 * demo market sold 4 % less late (0.957 of the yardstick against 0.993 at 2): campaigns whose bids were
 * still rising met the ceiling before they ran out.
 */
export const HEADROOM = 2;
/**
 * The room a campaign keeps while a sibling ran out in the week: the money it would leave unspent
 * stops a campaign that has buyers for it.
 */
export const SHARED_HEADROOM = 1;
/**
 * Days of the week the SKU must have served (any spend) for its campaigns' use to be known: back from a
 * stock-out or a pause, a week of idle days says nothing of what they will spend (held to $2 after a
 * stock-out, the bench's stock-outs market sold 4.5 % less).
 */
export const MIN_SERVED_DAYS = 4;
/** The least a campaign is held to: twice Amazon's minimum, so a quiet campaign can still be found. */
export const MIN_CEILING_CENTS = 2 * MIN_CAMPAIGN_BUDGET_CENTS;

/** The campaigns that share the SKU's Max budget: Skupilot's own, not archived. */
export const splitCampaigns = (campaigns: CampaignSnapshot[]) =>
  campaigns.filter((campaign) => campaign.role !== null && campaign.state !== "ARCHIVED");

export type CampaignUse = {
  busiestDayCents: number;
  ranOut: boolean;
  ceilingCents: number | null;
  /** The multiple of its busiest day its ceiling is. */
  headroom: number;
};

/**
 * Each campaign's use over the USE_DAYS last reported days, and the most the split gives it: none
 * (null) when it ran out on one of them, when it or the SKU is younger than those days, or when the
 * SKU served on fewer than MIN_SERVED_DAYS of them (its use is not known); else HEADROOM × its
 * busiest day (SHARED_HEADROOM × while a sibling ran out), at least MIN_CEILING_CENTS.
 */
export function campaignUses(
  snapshot: Pick<SkuSnapshot, "targetingDays" | "reportedThrough" | "launchDates">,
  campaigns: CampaignSnapshot[],
  today: string,
): Map<string, CampaignUse> {
  const to = lastReportedDay(snapshot, today);
  const from = shiftDate(to, -(USE_DAYS - 1));
  const spend = dailySpend(snapshot, from, to);
  const firstFigures = snapshot.targetingDays.reduce<string | null>(
    (first, day) => (first === null || day.date < first ? day.date : first),
    null,
  );
  const dates = Array.from({ length: USE_DAYS }, (_, index) => shiftDate(from, index));
  const servedDays = dates.filter((date) =>
    campaigns.some((campaign) => spend(campaign.campaignId, date) > 0),
  );
  const skuKnown = firstFigures !== null && firstFigures <= from && servedDays.length >= MIN_SERVED_DAYS;
  const spentByCampaign = campaigns.map((campaign) => {
    const days = dates.map((date) => spend(campaign.campaignId, date));
    const ranOut =
      campaign.budgetCents > 0 && days.some((cents) => cents >= BOUND_SHARE * campaign.budgetCents);
    return { campaign, days, ranOut };
  });
  const headroom = spentByCampaign.some(({ ranOut }) => ranOut) ? SHARED_HEADROOM : HEADROOM;
  const uses = new Map<string, CampaignUse>();
  for (const { campaign, days, ranOut } of spentByCampaign) {
    const busiestDayCents = Math.max(...days);
    const launched = snapshot.launchDates?.[campaign.campaignId];
    const known = skuKnown && (launched === undefined || launched <= from);
    const ceilingCents =
      ranOut || !known ? null : Math.max(MIN_CEILING_CENTS, Math.round(busiestDayCents * headroom));
    uses.set(campaign.campaignId, { busiestDayCents, ranOut, ceilingCents, headroom });
  }
  return uses;
}
