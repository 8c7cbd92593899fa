import type { ProposedChange } from "../contracts/automation/change";
import type { Database } from "../db/client";

/** TEMP placeholder: the engine branch provides the real preview. */
export async function previewSku(
  _db: Database,
  _env: Env,
  _profileId: number,
  _skuId: number,
  _now: Date,
): Promise<ProposedChange[]> {
  throw new Error("not merged yet");
}
