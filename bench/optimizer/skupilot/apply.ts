/**
 * Applying a plan as the engine does (worker/automation/apply-changes.ts): the changes grouped into
 * SP v3 calls by kind and verb (`applyBatches`, `amazonItem`), each change logged APPLIED with what
 * it created, or FAILED with Amazon's message.
 */
import type { SandboxState } from "../../../sandbox/model/index";
import { applyBatches } from "../../../worker/automation/apply-batches";
import type { ChangeRecord, ProposedChange } from "../../../worker/contracts/automation/change";
import { call } from "../sandbox-calls";

export type Applied = { state: SandboxState; records: ChangeRecord[] };

export function applyPlan(
  state: SandboxState,
  profileId: number,
  changes: ProposedChange[],
  now: Date,
  nextId: () => number,
): Applied {
  const rows = changes.map((change) => ({ action: change, campaignId: change.campaignId, change }));
  const records: ChangeRecord[] = [];
  let current = state;
  for (const batch of applyBatches(rows)) {
    const result = call(current, profileId, batch.kind, batch.verb, batch.items);
    current = result.state;
    batch.rows.forEach((row, index) => {
      const error = result.errorByIndex.get(index) ?? null;
      records.push({
        ...row.change,
        id: nextId(),
        profileId,
        runKey: now.toISOString(),
        status: error === null ? "APPLIED" : "FAILED",
        createdEntityId: batch.verb === "create" ? (result.idByIndex.get(index) ?? null) : null,
        error,
        plannedAt: now,
        appliedAt: error === null ? now : null,
      });
    });
  }
  return { state: current, records };
}
