export declare const E2E_DIR: string;
export declare const DURATIONS_FILE: string;
export declare function e2eFiles(): string[];
export declare function recordedDurations(): Record<string, number>;
export declare function planShards(
  files: string[],
  durations: Record<string, number>,
  count: number,
): { files: string[]; seconds: number }[];
