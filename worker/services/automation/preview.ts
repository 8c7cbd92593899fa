import { requireSku } from "../../access/advertised-sku";
import { previewNotes, previewSku } from "../../automation/preview";
import type { PreviewPage } from "../../contracts/automation/change-api";
import type { Database } from "../../db/client";
import { loadChangeEntities } from "./change-entities";
import { lineOfProposal, previewRowOf } from "./change-view";

/** GET /api/automation/{profileId}/preview?skuId: what the job would change now, applying nothing. */
export async function previewChanges(
  db: Database,
  env: Env,
  profileId: number,
  skuId: number,
  now: Date,
): Promise<PreviewPage> {
  const sku = await requireSku(db, profileId, skuId);
  const proposed = (await previewSku(db, env, profileId, skuId, now)).map(lineOfProposal);
  const loaded = await loadChangeEntities(db, profileId, proposed);
  const notes = (await previewNotes(db, env, profileId, skuId, now)).map((note) => ({
    rule: note.rule,
    text: note.text,
    entityLabel: note.entity?.label ?? null,
    action: note.action ?? null,
  }));
  return {
    changes: proposed.map((change) => previewRowOf(loaded, change, sku.sku)),
    notes,
    at: now.toISOString(),
  };
}
