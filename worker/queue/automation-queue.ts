import type { Database } from "../db/client";

/** TEMP placeholder: the engine branch provides the real producer. */
export async function enqueueAutomation(_db: Database, _queue: Queue, _profileId: number): Promise<void> {
  throw new Error("not merged yet");
}
