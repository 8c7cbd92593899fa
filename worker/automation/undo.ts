import type { ChangeRecord } from "../contracts/automation/change";
import type { Database } from "../db/client";

/** TEMP placeholder: the engine branch provides the real undo. */
export async function undoChange(
  _db: Database,
  _env: Env,
  _profileId: number,
  _changeId: number,
  _now: Date,
): Promise<ChangeRecord> {
  throw new Error("not merged yet");
}
