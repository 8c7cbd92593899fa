/**
 * bench:automation's steady state, in Node: a SKU's snapshot after `days` days of the automation, its
 * history holding each day the changes the first day planned (applied) and its mirror the negatives
 * and keywords they added, and the time each rule then takes. What the rules read back grows with the
 * change log (HISTORY_DAYS of it, load-extras.ts), not with the figures.
 */

import { RULES } from "../worker/automation/rules/index";
import type { RuleClock, SkuSnapshot } from "../worker/automation/rules/rule-input";
import type { ChangeRecord, ProposedChange } from "../worker/contracts/automation/change";

const DAY_MS = 86_400_000;

/** The snapshot after `days` days of applying `planned` each day. */
export function afterDays(
  snapshot: SkuSnapshot,
  planned: ProposedChange[],
  days: number,
  now: Date,
): SkuSnapshot {
  const history: ChangeRecord[] = [];
  for (let day = 1; day <= days; day += 1) {
    const at = new Date(now.getTime() - day * DAY_MS);
    for (const change of planned)
      history.push({
        ...change,
        id: history.length + 1,
        profileId: 1,
        runKey: at.toISOString().slice(0, 13),
        status: "APPLIED",
        createdEntityId: null,
        error: null,
        plannedAt: at,
        appliedAt: at,
      });
  }
  const negatives = [...snapshot.negatives];
  const keywords = [...snapshot.keywords];
  for (const change of planned) {
    if (change.kind === "ADD_NEGATIVE_KEYWORD")
      negatives.push({
        campaignId: change.campaignId,
        adGroupId: change.adGroupId,
        keywordText: change.keywordText,
        matchType: "NEGATIVE_EXACT",
      });
    if (change.kind === "ADD_NEGATIVE_TARGET")
      negatives.push({ campaignId: change.campaignId, adGroupId: change.adGroupId, asin: change.asin });
    if (change.kind === "ADD_KEYWORD")
      keywords.push({
        keywordId: `harvested-${keywords.length}`,
        campaignId: change.campaignId,
        adGroupId: change.adGroupId,
        keywordText: change.keywordText,
        matchType: change.matchType,
        state: "ENABLED",
        bidCents: change.bidCents,
      });
  }
  return { ...snapshot, history, negatives, keywords };
}

/** Milliseconds each rule takes on the snapshot (the rules that propose something or read history). */
export function msByRule(snapshot: SkuSnapshot, clock: RuleClock): Record<string, number> {
  const times: Record<string, number> = {};
  for (const definition of RULES) {
    const started = performance.now();
    definition.propose({ snapshot, clock, adLimitReached: false });
    times[definition.rule] = Number((performance.now() - started).toFixed(1));
  }
  return times;
}
