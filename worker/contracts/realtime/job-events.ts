import type { ProfileSyncStatus } from "../sync-status";

/** The message key of the background jobs' events on the real-time channel. */
export const JOB_EVENT_KEY = "jobs";

/** A profile's sync moved (phase, progress, state): the same row GET /api/sync/status answers. */
export type SyncProgressEvent = { key: typeof JOB_EVENT_KEY; type: "SYNC_PROGRESS"; data: ProfileSyncStatus };

/** A profile's automation run ended: its changes are applied (or failed) and logged. */
export type AutomationRunFinishedEvent = {
  key: typeof JOB_EVENT_KEY;
  type: "AUTOMATION_RUN_FINISHED";
  data: { profileId: number; runKey: string };
};

export type JobEvent = SyncProgressEvent | AutomationRunFinishedEvent;
