/** One step of a run, its seconds and what it reached on the progress lines. */
import type { StrategyFigures } from "./metrics";

export type Progress = (message: string) => void;

export function timed<T>(
  progress: Progress,
  name: string,
  run: () => T,
  figures: (result: T) => StrategyFigures,
): T {
  const started = performance.now();
  const result = run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { adSales, acos } = figures(result);
  progress(`${name}: sales ${adSales}, ACOS ${acos} % (${seconds} s)`);
  return result;
}
