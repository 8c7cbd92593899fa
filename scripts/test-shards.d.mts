export type Suite = "e2e" | "workers";
export declare const SUITES: Record<Suite, { dir: string; suffix: string }>;
export declare function suiteFiles(suite: Suite): string[];
export declare function durationsFile(suite: Suite): string;
export declare function recordedDurations(suite: Suite): Record<string, number>;
export declare function durationKey(suite: Suite, file: string): string;
export declare function planShards(
  suite: Suite,
  files: string[],
  durations: Record<string, number>,
  count: number,
): { files: string[]; seconds: number }[];
