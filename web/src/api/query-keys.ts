/** Query key roots. Keys that start with `amazonProfiles` skip the 1003 URL cleanup (spec 000 §8). */
export const queryKeys = {
  currentUser: ["users"] as const,
  amazonProfiles: ["amazon-profiles"] as const,
  /** Written by the sync job and sent on the real-time channel as it moves. */
  syncStatus: ["sync-status"] as const,
};
