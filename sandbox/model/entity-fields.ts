/** What every Sponsored Products entity carries: its state, and its read-only creation/update instants. */
export type EntityState = "ENABLED" | "PAUSED" | "ARCHIVED";

export interface EntityTimes {
  creationDateTime: string;
  lastUpdateDateTime: string;
}
