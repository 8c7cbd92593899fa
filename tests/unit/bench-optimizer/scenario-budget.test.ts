import { describe, expect, it } from "vitest";
import { parseArgs } from "../../../bench/optimizer/cli-args";
import { runDays } from "../../../bench/optimizer/run-days";
import { scenarioBudgetCents } from "../../../bench/optimizer/scenario-budget";
import { staticStrategy } from "../../../bench/optimizer/strategies/fixed-bids";
import { type BenchWorld, buildWorld, profileOf } from "../../../bench/optimizer/world";
import { demoScenario, parseScenario } from "../../../sandbox/model/index";
import type { Scenario } from "../../../sandbox/model/scenario";
import { tinyWorld } from "./tiny-market";

const DAYS = 3;

/** The share of the run's campaign days whose spend reached the budget (within a click's price). */
function boundShare(world: BenchWorld): number {
  const { state, skus, firstDate, lastDate } = runDays(world, staticStrategy());
  const auto = new Set(skus.map((sku) => sku.campaigns[0]?.campaignId));
  const spend = new Map<string, number>();
  for (const row of profileOf(state, world.profileId).metrics.facts) {
    if (!auto.has(row.campaignId) || row.date < firstDate || row.date > lastDate) continue;
    const key = `${row.campaignId}|${row.date}`;
    spend.set(key, (spend.get(key) ?? 0) + row.cost);
  }
  const budget = world.limits.budgetCents / 100;
  const campaignDays = auto.size * DAYS;
  return (
    [...spend.values()].filter((cost) => cost >= budget - world.limits.bidMaxCents / 100).length /
    campaignDays
  );
}

const withBudget = (budget: Scenario["budget"]) =>
  buildWorld(parseArgs(["--scenario", "(inline)", "--days", String(DAYS)]), {
    ...tinyWorld(DAYS).scenario,
    budget,
  });

describe("the scenario's budget knob", () => {
  it("sizes budgets from demand without it, a fixed amount or a share of demand with it", () => {
    expect(scenarioBudgetCents(demoScenario, 1, () => 4_000)).toBe(4_000);
    expect(scenarioBudgetCents({ ...demoScenario, budget: { dailyPerCampaign: 3 } }, 1.35, () => 4_000)).toBe(
      405,
    );
    expect(scenarioBudgetCents({ ...demoScenario, budget: { demandShare: 0.1 } }, 1, () => 4_000)).toBe(400);
    expect(scenarioBudgetCents({ ...demoScenario, budget: { demandShare: 0.01 } }, 1, () => 4_000)).toBe(100);
    expect(parseScenario({ ...demoScenario, budget: { dailyPerCampaign: 0.5 } }).ok).toBe(false);
  });

  it("decides whether budgets bind: a small one runs out on most days, a large one on none", () => {
    const small = withBudget({ dailyPerCampaign: 1 });
    const large = withBudget({ dailyPerCampaign: 1_000 });
    expect(small.limits.budgetCents).toBe(100);
    expect(boundShare(large)).toBe(0);
    expect(boundShare(small)).toBeGreaterThan(0.6);
    const share = withBudget({ demandShare: 0.1 });
    expect(share.limits.budgetCents).toBe(Math.round(tinyWorld(DAYS).limits.budgetCents * 0.1));
  });
});
