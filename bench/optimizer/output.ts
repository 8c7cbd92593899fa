/** The one JSON document bench:optimizer prints (issue 17, Build item 3; issue 31, Build item 6). */
import type { StrategyFigures } from "./metrics";
import type { SelfCheck } from "./self-check";

export const STRATEGY_NAMES = [
  "skupilot",
  "static",
  "classic",
  "downOnly",
  "oracle",
  "discoverable",
] as const;
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
    /** Issue 31: late sales against the best bidder on the pairs a seller could learn of. */
    salesVsDiscoverableLate: number | null;
    /** Issue 31: sales against classic's, both read at the target ACOS (equal-acos.ts). */
    salesVsClassicAtEqualAcos: number | null;
  };
  /** Issue 31: no strategy beats its yardstick at the target ACOS beyond the draws' noise (self-check.ts). */
  selfCheck: SelfCheck;
  /** The yardsticks' μ (price of a dollar of spend in sales) and sales-to-ACOS slope. */
  yardsticks?: Partial<
    Record<"oracle" | "discoverable", { mu: Record<string, number>; elasticity: number; pairs: number }>
  >;
  /** The daily budget of every campaign (budget.ts), in the marketplace's currency. */
  dailyBudget: number;
};

const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || b === 0 ? null : Math.round((a / b) * 1000) / 1000;

export function benchOutput(
  head: Omit<BenchOutput, "strategies" | "ratios">,
  strategies: BenchOutput["strategies"],
): BenchOutput {
  const { skupilot, oracle, classic, discoverable } = strategies;
  return {
    ...head,
    strategies,
    ratios: {
      salesVsOracleLate: ratio(skupilot?.adSalesLate, oracle?.adSalesLate),
      salesVsClassic: ratio(skupilot?.adSales, classic?.adSales),
      wastedVsStatic: ratio(skupilot?.wastedSpend, strategies.static?.wastedSpend),
      salesVsReachableOracleLate: ratio(skupilot?.adSalesLate, oracle?.adSalesLateReachable),
      salesVsDiscoverableLate: ratio(skupilot?.adSalesLate, discoverable?.adSalesLate),
      salesVsClassicAtEqualAcos: ratio(skupilot?.salesAtTargetAcos, classic?.salesAtTargetAcos),
    },
  };
}
