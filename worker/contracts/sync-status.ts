export const SYNC_STATES = ["QUEUED", "RUNNING", "SUCCEEDED", "FAILED"] as const;

/** GET /api/sync/status: one row per profile of the user (timestamps ISO 8601). */
export type ProfileSyncStatus = {
  profileId: number;
  state: (typeof SYNC_STATES)[number];
  phase: string | null;
  progress: number;
  lastStartedAt: string | null;
  lastSucceededAt: string | null;
  lastError: string | null;
};

/** `lastError` of a sync the queue gave up on after its retries (its dead-letter queue): shown to the seller. */
export const SYNC_GAVE_UP_MESSAGE =
  "Amazon did not answer the import after several tries. Skupilot tries again at the next hour; until then your figures may be a few hours old.";
