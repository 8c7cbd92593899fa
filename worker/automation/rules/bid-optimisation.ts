/**
 * Bid optimisation (BID_OPTIMIZATION): every ENABLED keyword and target of the SKU's campaigns moves
 * its bid toward the bid that buys clicks at the SKU's target ACOS (one without clicks in the
 * look-back takes its ad group's estimate and is only raised; a capped budget steps bids down:
 * budget-pacing.ts):
 *
 *   target bid = target ACOS × expected revenue per click ÷ (price paid per cent of bid)
 *
 * Revenue per click is shrunk toward ad group → campaign → SKU (revenue-per-click.ts) over the 14
 * complete days before today, late orders of recent days allowed for (look-back-totals.ts). While the
 * SKU has fewer than 20 clicks over those days its bids are only raised, toward what its estimate (the
 * seller's clicks at its price, for a SKU without sales of its own) calls for, never cut. The last
 * factor is the SKU-level multiplier that steers the SKU's aggregate ACOS onto the target: Amazon
 * charges less than the bid, so a bid of target ACOS × revenue per click would land below target.
 * Each run moves a bid by at most the step cap, not under the deadband, inside [Min Bid, Max Bid]
 * (bid-step.ts), and leaves a bid it moved alone for the cool-down (bid-cool-down.ts). A keyword or
 * target with fewer than 20 clicks since launch is only ever raised (learning.ts), and a look-back
 * longer than its life is written "since launch, N days" (launch-age.ts).
 * docs/automation/bids.md has the constants and why.
 */
import type { ProposedChange } from "../../contracts/automation/change";
import { coolingDown } from "./bid-cool-down";
import { bidMoveText, countText, percentText } from "./bid-reason-text";
import { type BidBounds, maxStepCents, nextBid } from "./bid-step";
import { biddableEntities } from "./biddable-entities";
import { budgetBound, budgetBoundText } from "./budget-bound";
import { type BudgetPace, budgetPaces, pacedTargetCents } from "./budget-pacing";
import { estimateBrake } from "./estimate-brake";
import { type LaunchDateOf, launchDates, periodText } from "./launch-age";
import { clicksSoFar, collectingText, isLearning, LEARNING_CLICKS } from "./learning";
import { type ClickTotals, completeDaysBefore, emptyTotals, lookBackTotals } from "./look-back-totals";
import { paidShareOfBid } from "./paid-share";
import { moneyText } from "./reason-text";
import { estimator, skuPrior } from "./revenue-per-click";
import type { Rule, RuleDefinition, RuleNote } from "./rule";
import type { RuleInput } from "./rule-input";
import { isDueByFrequency } from "./schedule";

/** Two weeks: enough clicks to judge most targets, short enough to follow the season. */
export const BID_LOOK_BACK_DAYS = 14;
/**
 * Under 20 clicks in the look-back the SKU's own rate is noise: no bid is cut, one under its estimate is
 * raised. Waiting altogether left a SKU whose bids a first unlucky fortnight had cut out of its auctions
 * there for good (bench, high competition, seed e1: a knife set the best bidder sold $6,915 of at 21 %
 * ACOS in days 31–60 had 30 cheap clicks without an order, its auto bid fell $1.58 → $0.53, it never
 * had a click again; raised, it sold $11,778 there and the scenario's late sales went 0.54 → 1.52 of the
 * yardstick's).
 */
export const MIN_SKU_CLICKS = 20;
/**
 * "ACOS 41 % over 14 days (18 clicks)" or "No sales from 18 clicks ($16.56 spend) over 14 days";
 * "since launch, 3 days" for a keyword or target younger than the look-back.
 */
function performanceText(own: ClickTotals, launched: string | null, today: string, currency: string): string {
  const days = periodText(BID_LOOK_BACK_DAYS, launched, today);
  if (own.clicks === 0) return `No clicks ${days}`;
  if (own.salesCents <= 0) {
    return `No sales from ${countText(own.clicks, "click")} (${moneyText(own.spendCents, currency)} spend) ${days}`;
  }
  // Sales of days still arriving, scaled to what they settle at: spend ÷ (sales × clicks ÷ settled clicks).
  const acos = (100 * own.spendCents * own.settledClicks) / (own.salesCents * own.clicks);
  return `ACOS ${percentText(acos)} ${days} (${countText(own.clicks, "click")})`;
}

/** Why the bid went no higher than the ACOS target allows: the campaign's budget runs out. */
function paceText(
  pace: BudgetPace | undefined,
  targetCents: number,
  toCents: number,
  fromCents: number,
): string {
  if (pace === "CAPPED" && toCents < fromCents && toCents < Math.round(targetCents))
    return "; budget spent on each of the last days: cheaper clicks make it last";
  if (pace === "NEAR_CAP" && toCents <= fromCents && toCents < Math.round(targetCents))
    return "; budget nearly spent: no raise";
  return "";
}

/** Why every target bid of the SKU sits under its estimate: last week's clicks sold less than promised. */
function brakeText(brake: number): string {
  if (brake >= 1) return "";
  return ` (last week's clicks sold under their estimates: aimed ${percentText(100 * (1 - brake))} lower)`;
}

/** Why a bid under its estimate rose while none of the SKU's fell: too few of its clicks to judge. */
function skuLearningText(skuClicks: number): string {
  return `; the SKU has ${skuClicks} of the ${MIN_SKU_CLICKS} clicks over ${BID_LOOK_BACK_DAYS} days a cut needs: raised, never cut, until then`;
}

/** " (Max Bid)" when the move stops at a bound of the SKU, so the seller sees why it went no further. */
function boundText(toCents: number, bounds: BidBounds): string {
  if (toCents === bounds.maxCents) return " (Max Bid)";
  if (toCents === bounds.minCents) return " (Min Bid)";
  return "";
}

export const proposeBidOptimisation: Rule = ({ snapshot, clock, adLimitReached }) => {
  const { settings } = snapshot;
  const targetAcos = settings.targetAcos;
  if (targetAcos === null || targetAcos <= 0) return [];
  const range = completeDaysBefore(clock.today, BID_LOOK_BACK_DAYS);
  const totals = lookBackTotals(snapshot, range, clock.today, clock.hour);
  // Too few of the SKU's own clicks to cut on; a bid under what the seller's clicks are worth at this
  // price may still rise (a cut that took the SKU out of its auctions otherwise stays for good).
  const skuLearning = totals.sku.clicks < MIN_SKU_CLICKS;

  // Paused parents still have their bids tuned (day parting pauses for hours); archived ones cannot.
  const entities = biddableEntities(snapshot, ["ENABLED", "PAUSED"]);
  const cooling = coolingDown(snapshot, "BID_OPTIMIZATION", clock.today);
  const paidShare = paidShareOfBid(snapshot, entities, range);
  const brake = estimateBrake(snapshot, clock.today, clock.hour);
  const estimateOf = estimator(totals, skuPrior(snapshot, range, clock.today, clock.hour));
  const bounds = { minCents: settings.bidMinCents, maxCents: settings.bidMaxCents };
  const paces = budgetPaces(snapshot, clock.today);
  const lifetime = clicksSoFar(snapshot, clock.today);
  const launchOf: LaunchDateOf = launchDates(snapshot);
  const bound = budgetBound(snapshot, clock.today);
  const boundPrefix = bound ? budgetBoundText(bound) : "";

  const changes: ProposedChange[] = [];
  for (const entity of entities) {
    if (cooling.has(entity.entityId)) continue;
    const own = totals.entities.get(entity.entityId) ?? emptyTotals();
    const estimate = estimateOf(entity);
    const targetCents = (brake * (targetAcos / 100) * estimate.revenuePerClick) / paidShare;
    const pace = paces.get(entity.campaignId);
    const pacedCents = pacedTargetCents(
      targetCents,
      entity.bidCents,
      pace ?? "FREE",
      maxStepCents(entity.bidCents),
    );
    const toCents = nextBid(entity.bidCents, pacedCents, bounds);
    if (toCents === null) continue;
    // A bid without clicks costs nothing: cutting it saves nothing, raising it toward what its ad
    // group earns a click may win the auctions it loses (a harvested keyword launched too low).
    if (own.clicks === 0 && toCents < entity.bidCents) continue;
    // Under the learning threshold a bid is never cut on a few clicks' luck; it may be raised.
    const learning = isLearning(lifetime.get(entity.entityId) ?? 0);
    if ((learning || skuLearning) && toCents < entity.bidCents) continue;
    if (adLimitReached && toCents > entity.bidCents) continue;
    changes.push({
      kind: "SET_BID",
      entityType: entity.entityType,
      entityId: entity.entityId,
      fromCents: entity.bidCents,
      toCents,
      rule: "BID_OPTIMIZATION",
      skuId: settings.skuId,
      campaignId: entity.campaignId,
      reason:
        boundPrefix +
        `${performanceText(own, launchOf(entity.entityId, entity.campaignId), clock.today, settings.currency)} against a ${percentText(targetAcos)} target; ` +
        `${moneyText(estimate.revenuePerClick, settings.currency)} sales a click expected${brakeText(brake)}; ${bidMoveText(entity.bidCents, toCents, settings.currency)}` +
        paceText(pace, targetCents, toCents, entity.bidCents) +
        boundText(toCents, bounds) +
        (learning
          ? `; ${collectingText(lifetime.get(entity.entityId) ?? 0)}: raised, never cut, until then`
          : skuLearning
            ? skuLearningText(totals.sku.clicks)
            : ""),
    });
  }
  return changes;
};

/**
 * What Next run shows while the rule waits: the SKU's own clicks under MIN_SKU_CLICKS, else each
 * keyword and target still under the learning threshold ("collecting data: 3 of 20 clicks").
 */
export function bidLearningNotes({ snapshot, clock }: RuleInput): RuleNote[] {
  const { settings } = snapshot;
  if (settings.targetAcos === null || settings.targetAcos <= 0) return [];
  const base = { rule: "BID_OPTIMIZATION" as const, skuId: settings.skuId };
  const range = completeDaysBefore(clock.today, BID_LOOK_BACK_DAYS);
  const skuClicks = lookBackTotals(snapshot, range, clock.today, clock.hour).sku.clicks;
  if (skuClicks < MIN_SKU_CLICKS)
    return [
      {
        ...base,
        text: `Bids are not cut before the SKU's first ${MIN_SKU_CLICKS} clicks over ${BID_LOOK_BACK_DAYS} days (one under what a click is worth may rise): collecting data: ${skuClicks} of ${MIN_SKU_CLICKS} clicks`,
      },
    ];
  const lifetime = clicksSoFar(snapshot, clock.today);
  const labels = new Map<string, string>([
    ...snapshot.keywords.map((k): [string, string] => [
      k.keywordId,
      `${k.keywordText} (${k.matchType.toLowerCase()})`,
    ]),
    ...snapshot.targets.map((t): [string, string] => [
      t.targetId,
      t.expression.map((part) => part.value ?? part.type).join(", "),
    ]),
  ]);
  return biddableEntities(snapshot, ["ENABLED", "PAUSED"]).flatMap((entity) => {
    const clicks = lifetime.get(entity.entityId) ?? 0;
    if (!isLearning(clicks)) return [];
    const { entityType, entityId, campaignId } = entity;
    const text = `Collecting data: ${clicks} of ${LEARNING_CLICKS} clicks; its bid is not cut before ${LEARNING_CLICKS}`;
    const label = labels.get(entityId) ?? entityId;
    return [{ ...base, text, entity: { entityType, entityId, campaignId, label } }];
  });
}

export const bidOptimisation: RuleDefinition = {
  rule: "BID_OPTIMIZATION",
  isEnabled: (settings) => settings.targetAcos !== null && settings.targetAcos > 0,
  // Reports are daily and restate over days: a second look within the day sees nearly the same figures.
  isDue: (settings, clock, lastRunAt) => isDueByFrequency("DAILY", clock, lastRunAt, settings.timezone),
  propose: proposeBidOptimisation,
  notes: bidLearningNotes,
};
