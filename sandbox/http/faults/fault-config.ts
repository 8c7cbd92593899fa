import * as v from "valibot";

/**
 * Fault knobs, off by default, kept in Durable Object storage under `faults`. Set with
 * `POST /_sandbox/faults`, cleared with `DELETE /_sandbox/faults`.
 */
const rate = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

export const FaultsSchema = v.strictObject({
  /** Share of Ads API calls answered 429 with Retry-After. */
  rateLimitRate: v.optional(rate, 0),
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600)), 1),
  /** Share of Ads API calls answered 500. */
  serverErrorRate: v.optional(rate, 0),
  /** Wall-clock delay added to every Ads API call. */
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000)), 0),
  /** Share of SP v3 batch items answered with a per-item `throttled` error inside the 207. */
  throttledItemRate: v.optional(rate, 0),
  /** Reports end FAILED instead of COMPLETED (read by the reporting routes via `failReports`, report-faults.ts). */
  failReports: v.optional(v.boolean(), false),
  /** Share of reports that end FAILED instead of COMPLETED (drawn as each finishes). */
  failedReportRate: v.optional(rate, 0),
  /** The next this-many report downloads end halfway through the file, as a dropped S3 connection leaves them. */
  cutDownloads: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 0),
  /** Share of report downloads that end halfway through the file (drawn per download, after `cutDownloads`). */
  cutDownloadRate: v.optional(rate, 0),
  /**
   * The SerpApi-style Amazon search (rank provider): UP answers, ERROR answers every search 503
   * `{"error": …}` (an outage), QUOTA answers 429 "Your account has run out of searches.".
   */
  rankProvider: v.optional(v.picklist(["UP", "ERROR", "QUOTA"]), "UP"),
  /** Seed of the fault draws; setting faults restarts the draw sequence, so runs repeat. */
  seed: v.optional(v.union([v.string(), v.number()]), 0),
});

export type Faults = v.InferOutput<typeof FaultsSchema>;

export const NO_FAULTS: Faults = v.parse(FaultsSchema, {});
export const FAULTS_KEY = "faults";

export async function readFaults(storage: DurableObjectStorage): Promise<Faults> {
  return (await storage.get<Faults>(FAULTS_KEY)) ?? NO_FAULTS;
}

export const anyRequestFaults = (faults: Faults) =>
  faults.rateLimitRate > 0 || faults.serverErrorRate > 0 || faults.latencyMs > 0;
