/** The one JSON document bench:optimizer prints (issue 17, Build item 3). */
import type { StrategyFigures } from "./metrics";

export const STRATEGY_NAMES = ["skupilot", "static", "classic", "downOnly", "oracle"] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];

export type BenchOutput = {
  scenario: string;
  seed: string;
  days: number;
  targetAcos: number;
  strategies: Partial<Record<StrategyName, StrategyFigures>>;
  ratios: {
    salesVsOracleLate: number | null;
    salesVsClassic: number | null;
    wastedVsStatic: number | null;
    /** Beyond issue 17: late sales against the oracle's on what auto targeting can reach (reachable.ts). */
    salesVsReachableOracleLate: number | null;
  };
  /** The daily budget of every campaign (budget.ts), in the marketplace's currency. */
  dailyBudget: number;
};

const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? null : Math.round((a / b) * 1000) / 1000;

export function benchOutput(
  head: Omit<BenchOutput, "strategies" | "ratios">,
  strategies: BenchOutput["strategies"],
): BenchOutput {
  const { skupilot, oracle, classic } = strategies;
  return {
    ...head,
    strategies,
    ratios: {
      salesVsOracleLate: ratio(skupilot?.adSalesLate, oracle?.adSalesLate),
      salesVsClassic: ratio(skupilot?.adSales, classic?.adSales),
      wastedVsStatic: ratio(skupilot?.wastedSpend, strategies.static?.wastedSpend),
      salesVsReachableOracleLate: ratio(skupilot?.adSalesLate, oracle?.adSalesLateReachable),
    },
  };
}
