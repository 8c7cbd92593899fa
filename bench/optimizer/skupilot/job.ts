/**
 * The skupilot strategy: the product's automation job (worker/automation/plan.ts `planFor`, then
 * apply) over the sandbox. The real RULES, due by their settings' frequency in the SKU's zone
 * (`dueRules`), planned by the real planner (`planChanges`: holds, spend guard, one change per entity
 * and field), applied as the Amazon client would, logged for the next runs' cool-downs and checks.
 *
 * The job runs at the first hour of each local day. The product's job runs every hour; with the
 * settings the bench gives, every rule is daily but inventory, and availability changes only at
 * local midnight in the sandbox (stock spells are whole local dates), so the other 23 runs of a day
 * find nothing to do: skipping them changes no change, and saves 23 reads of every report a day.
 */
import type { Profile, SandboxState } from "../../../sandbox/model/index";
import { dueRules, planChanges, type RuleRunKey, ruleRunKey } from "../../../worker/automation/plan-changes";
import { RULES } from "../../../worker/automation/rules/index";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import type { ChangeRecord } from "../../../worker/contracts/automation/change";
import type { AdvertisedSku } from "../advertise";
import { advertiseAll } from "../advertise";
import { type ProfileFigures, profileFigures, type ReportCache } from "../reports";
import type { DayContext, StrategyRun } from "../run-days";
import { type BenchWorld, profileOf } from "../world";
import { applyPlan } from "./apply";
import { skuSettings } from "./settings";
import { profileDays, skuSnapshot } from "./snapshots";

/** The longest look-back the settings use, plus today: what the job reads of the reports. */
const REPORT_DAYS = 31;
/** The change log the snapshot carries (rule-input.ts: the last 90 days). */
const HISTORY_DAYS = 90;

/** The profile's report rows split by SKU (the SKU of their campaign), in their order. */
function bySku(figures: ProfileFigures, profile: Profile, skus: AdvertisedSku[]) {
  const skuOf = new Map(skus.flatMap((sku) => sku.campaigns.map((c) => [c.campaignId, sku.skuId] as const)));
  const adSku = new Map(profile.ads.productAds.map((ad) => [ad.adId, skuOf.get(ad.campaignId)]));
  const split = new Map<number, ProfileFigures>(
    skus.map((sku) => [sku.skuId, { targetingDays: [], searchTermDays: [], adDays: [] }]),
  );
  for (const day of figures.targetingDays)
    split.get(skuOf.get(day.campaignId) ?? -1)?.targetingDays.push(day);
  for (const day of figures.searchTermDays)
    split.get(skuOf.get(day.campaignId) ?? -1)?.searchTermDays.push(day);
  for (const day of figures.adDays) split.get(adSku.get(day.adId) ?? -1)?.adDays.push(day);
  return split;
}

/** The profile's last date with any reported row, as the product's sync would hold it. */
function lastDate(figures: ProfileFigures): string | undefined {
  let last: string | undefined;
  for (const day of [...figures.targetingDays, ...figures.adDays])
    if (!last || day.date > last) last = day.date;
  return last;
}

export function skupilotStrategy(world: BenchWorld): StrategyRun & { log: ChangeRecord[] } {
  const lastRuns = new Map<RuleRunKey, Date>();
  const log: ChangeRecord[] = [];
  const reports: ReportCache = new Map();
  let id = 0;
  const nextId = () => ++id;

  const onDay = (state: SandboxState, context: DayContext, skus: AdvertisedSku[]) => {
    const clock = ruleClockAt(context.now, world.timezone);
    const profile = profileOf(state, world.profileId);
    const active = skus
      .map((sku) => {
        const settings = skuSettings(world, sku);
        return { sku, settings, rules: dueRules(RULES, settings, clock, lastRuns) };
      })
      .filter(({ rules }) => rules.length > 0);
    if (active.length === 0) return state;
    const reported = profileFigures(state, profile, clock.today, REPORT_DAYS, reports);
    const reportedThrough = lastDate(reported);
    const figures = bySku(reported, profile, skus);
    const sellerDays = profileDays(reported);
    const since = context.now.getTime() - HISTORY_DAYS * 86_400_000;
    const history = log.filter((change) => change.plannedAt.getTime() >= since);
    const planned = planChanges(
      active.map(({ sku, settings, rules }) => ({
        snapshot: {
          ...skuSnapshot(
            state,
            profile,
            sku,
            settings,
            figures.get(sku.skuId) ?? { targetingDays: [], searchTermDays: [], adDays: [] },
            history.filter((change) => change.skuId === sku.skuId),
          ),
          sellerDays,
          ...(reportedThrough && { reportedThrough }),
        },
        clock,
        rules,
      })),
      false,
    );
    for (const { sku, rules } of active)
      for (const { rule } of rules) lastRuns.set(ruleRunKey(sku.skuId, rule), context.now);
    const applied = applyPlan(state, world.profileId, planned, context.now, nextId);
    log.unshift(...applied.records.reverse());
    return applied.state;
  };

  return { setUp: (w) => advertiseAll(w, "LEGACY_FOR_SALES"), onDay, log };
}
