import { env } from "cloudflare:workers";
import type { AutomationRule, ChangeAction, ChangeStatus } from "../../../worker/contracts/automation/change";
import type { ChangeActor } from "../../../worker/contracts/automation/change-author";

export type SeedChange = {
  skuId: number;
  campaignId: string;
  action: ChangeAction;
  rule?: AutomationRule | "MANUAL";
  actor?: ChangeActor;
  batchId?: string | null;
  status?: ChangeStatus;
  reason?: string;
  plannedAt: Date;
  entityId?: string | null;
  error?: string | null;
  undoesChangeId?: number | null;
  runKey?: string;
};

let sequence = 0;

/** One row of the change log as the job writes it; answers its id. */
export async function seedChange(profileId: number, change: SeedChange): Promise<number> {
  sequence += 1;
  const { action } = change;
  const row = await env.DB.prepare(
    "insert into automation_changes (profile_id, advertised_sku_id, campaign_id, run_key, change_key, rule, kind, entity_type, entity_id, action, reason, status, error, undoes_change_id, planned_at, applied_at, actor, batch_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id",
  )
    .bind(
      profileId,
      change.skuId,
      change.campaignId,
      change.runKey ?? change.plannedAt.toISOString(),
      `change-${sequence}`,
      change.rule ?? "BID_OPTIMIZATION",
      action.kind,
      action.entityType,
      change.entityId === undefined ? ("entityId" in action ? action.entityId : null) : change.entityId,
      JSON.stringify(action),
      change.reason ?? `reason ${sequence}`,
      change.status ?? "APPLIED",
      change.error ?? null,
      change.undoesChangeId ?? null,
      change.plannedAt.getTime(),
      (change.status ?? "APPLIED") === "APPLIED" ? change.plannedAt.getTime() : null,
      change.actor ?? "AUTOMATION",
      change.batchId ?? null,
    )
    .first<{ id: number }>();
  if (!row) throw new Error("seeding the change failed");
  return row.id;
}
