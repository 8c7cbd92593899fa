export type Step = "hour" | "day";
export declare const STEP_HOURS: Record<Step, number>;

/** GET /__dev/jobs (worker/dev/pending-work.ts). */
export type Jobs = {
  idle: boolean;
  queue: { undelivered: number; lastDueAt: string | null };
  syncs: {
    profileId: number;
    state: string;
    phase: string | null;
    lastStartedAt: string | null;
    lastSucceededAt: string | null;
    lastError: string | null;
  }[];
  leases: { profileId: number; holder: string | null; expiresAt: string | null }[];
  changes: Record<string, number> | null;
};

export type StepReport = {
  index: number;
  of: number;
  hours: number;
  /** The simulated clock after the step (ISO). */
  now: string;
  /** Profiles whose sync succeeded in the step. */
  synced: number[];
  failed: { profileId: number; error: string | null }[];
  /** The change log's counts by status, as they moved in the step (null: no change log). */
  changes: Record<string, number> | null;
  seconds: number;
};

export type Totals = {
  steps: number;
  hours: number;
  synced: number;
  failed: number;
  changes: Record<string, number> | null;
  seconds: number;
  now: string | null;
};

export declare function parseDuration(text: string): number;
export declare function stepsOf(hours: number, step: Step): number[];
export declare function defaultUrls(env?: Record<string, string | undefined>): {
  workerUrl: string;
  sandboxUrl: string;
};
export declare function advanceMarket(options: {
  workerUrl: string;
  sandboxUrl: string;
  duration: string;
  step?: Step;
  onStep?: (step: StepReport) => void | Promise<void>;
  signal?: AbortSignal;
  stepTimeoutMs?: number;
  pollMs?: number;
}): Promise<Totals>;
export declare function whatChanged(
  before: Jobs,
  after: Jobs,
): Pick<StepReport, "synced" | "failed" | "changes">;
export declare function jobsOf(workerUrl: string, signal?: AbortSignal): Promise<Jobs>;
export declare function clockOf(sandboxUrl: string, signal?: AbortSignal): Promise<{ now: string }>;
export declare function untilIdle(
  workerUrl: string,
  options?: { timeoutMs?: number; pollMs?: number; signal?: AbortSignal; what?: string },
): Promise<Jobs>;
export declare function pendingText(jobs: Jobs): string;
