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
