import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import { nextRunAt, nextTopOfHour } from "../../automation/next-run";
import { RULES } from "../../automation/rules/index";
import type { RuleDefinition } from "../../automation/rules/rule";
import type { SkuSettings } from "../../automation/rules/rule-input";
import { advertisedSkuSettings } from "../../automation/sku-settings";
import type { AutomationRule } from "../../contracts/automation/change";
import type { AutomationStatus, RuleSchedule } from "../../contracts/automation/change-api";
import { advertisedSkus } from "../../db/ads-schema";
import { automationChanges, automationLeases, automationRuleRuns } from "../../db/automation-schema";
import type { Database } from "../../db/client";
import { runNowAvailableAt } from "./run-now";
import { type SkuExtras, skuExtras } from "./sku-extras";

const WEEK_MS = 7 * 24 * 3_600_000;
/** Notes shown at most for one rule over a whole profile's SKUs. */
const MAX_NOTES = 3;
const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const latest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>((best, at) => (at && (!best || at > best) ? at : best), null);
const soonest = (dates: Date[]) =>
  dates.reduce<Date | null>((best, at) => (!best || at < best ? at : best), null);

/**
 * A rule is on for an advertised SKU when its settings switch it on (the rule's own isEnabled); the
 * keyword boost and organic search optimisation need a running boost or a keyword with the option.
 */
function isOn(definition: RuleDefinition, settings: SkuSettings, extras: SkuExtras) {
  if (definition.rule === "KEYWORD_BOOST") return extras.boosting;
  if (definition.rule === "ORGANIC_SEARCH") return extras.organicSearch;
  return definition.isEnabled(settings);
}

/**
 * GET /api/automation/{profileId}/status?skuId: each rule's switch, last and next run and its
 * changes over the last 7 days (applied or since undone), for one SKU or the whole profile. The
 * switch and the next run come from the rules' own definitions, as the job reads them.
 */
export async function automationStatus(
  db: Database,
  profile: { id: number; timezone: string },
  skuId: number | undefined,
  now: Date,
): Promise<AutomationStatus> {
  const profileId = profile.id;
  const skus =
    skuId === undefined
      ? await db.select().from(advertisedSkus).where(eq(advertisedSkus.profileId, profileId))
      : [await requireSku(db, profileId, skuId)];
  const skuIds = skus.map((sku) => sku.id);
  const [extrasOf, runs, counts, lease] = await Promise.all([
    skuExtras(db, profileId),
    skuIds.length === 0
      ? []
      : db.select().from(automationRuleRuns).where(inArray(automationRuleRuns.advertisedSkuId, skuIds)),
    db
      .select({ rule: automationChanges.rule, count: sql<number>`count(*)` })
      .from(automationChanges)
      .where(
        and(
          eq(automationChanges.profileId, profileId),
          ...(skuId === undefined ? [] : [eq(automationChanges.advertisedSkuId, skuId)]),
          gte(automationChanges.plannedAt, new Date(now.getTime() - WEEK_MS)),
          inArray(automationChanges.status, ["APPLIED", "UNDONE"]),
        ),
      )
      .groupBy(automationChanges.rule),
    db.select().from(automationLeases).where(eq(automationLeases.profileId, profileId)).get(),
  ]);
  const lastRun = (id: number, rule: AutomationRule) =>
    runs.find((run) => run.advertisedSkuId === id && run.rule === rule)?.lastRunAt ?? null;
  // What each rule's last run left alone and why (an unknown organic rank), over the SKUs shown.
  const lastNote = (rule: AutomationRule) => {
    const notes = runs
      .filter((run) => run.rule === rule && run.lastNote)
      .map((run) => run.lastNote as string);
    return notes.length === 0 ? null : notes.slice(0, MAX_NOTES).join(" | ");
  };
  const settings = await advertisedSkuSettings(db, profileId, profile.timezone, skuId);
  const rules = RULES.map((definition): RuleSchedule => {
    const { rule } = definition;
    const on = settings.filter((sku) => isOn(definition, sku, extrasOf(sku.skuId)));
    const nextRuns = on.flatMap((sku) => nextRunAt(definition, sku, lastRun(sku.skuId, rule), now) ?? []);
    return {
      rule,
      enabled: on.length > 0,
      lastRunAt: iso(latest(skus.map((sku) => lastRun(sku.id, rule)))),
      lastRunNote: lastNote(rule),
      nextRunAt: iso(soonest(nextRuns)),
      changesLast7Days: Number(counts.find((row) => row.rule === rule)?.count ?? 0),
    };
  });
  const available = runNowAvailableAt(lease?.runRequestedAt ?? null, new Date());
  return {
    rules,
    lastRunAt: iso(lease?.lastRunAt),
    nextRunAt: iso(nextTopOfHour(now)),
    runNowAvailableAt: iso(available),
    lastFailedAt: iso(failedSinceLastRun(lease)),
  };
}

/**
 * The given-up run (a finished run clears it), unless a run finished after it was recorded. At the same
 * instant it still shows: the sandbox's clock stands still between its moves.
 */
const failedSinceLastRun = (lease: { lastFailedAt: Date | null; lastRunAt: Date | null } | undefined) =>
  lease?.lastFailedAt && (!lease.lastRunAt || lease.lastFailedAt >= lease.lastRunAt)
    ? lease.lastFailedAt
    : null;
