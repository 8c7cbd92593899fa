/** Issue 17's acceptance figures for one run: each check with whether it holds. */
import type { BenchOutput } from "./output";

export type Check = { name: string; holds: boolean };

export function acceptance(output: BenchOutput): Check[] {
  const { skupilot, classic } = output.strategies;
  const { salesVsOracleLate, salesVsClassic, wastedVsStatic } = output.ratios;
  const target = output.targetAcos;
  const at = (value: number | null | undefined, test: (v: number) => boolean) =>
    value !== null && value !== undefined && test(value);
  return [
    { name: "salesVsOracleLate ≥ 0.90", holds: at(salesVsOracleLate, (v) => v >= 0.9) },
    { name: "acosLate ≤ 1.05 × target", holds: at(skupilot?.acosLate, (v) => v <= 1.05 * target) },
    { name: "salesVsClassic ≥ 1.20", holds: at(salesVsClassic, (v) => v >= 1.2) },
    {
      name: "acos ≤ classic.acos",
      holds: at(
        skupilot?.acos,
        (v) => classic?.acos !== null && classic?.acos !== undefined && v <= classic.acos,
      ),
    },
    {
      name: "acosDay30 within ±10 %",
      holds: at(skupilot?.acosDay30, (v) => v >= 0.9 * target && v <= 1.1 * target),
    },
    { name: "wastedVsStatic ≤ 0.50", holds: at(wastedVsStatic, (v) => v <= 0.5) },
    {
      name: "stockOutLeadSpend ≤ classic's",
      holds: (skupilot?.stockOutLeadSpend ?? 0) <= (classic?.stockOutLeadSpend ?? Number.POSITIVE_INFINITY),
    },
  ];
}
