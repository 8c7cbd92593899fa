import { type EntityRef, type MirrorValue, mirrorKey, mirrorValues } from "../../automation/mirror-values";
import type { ChangeAction } from "../../contracts/automation/change";
import type { Database } from "../../db/client";

type BidEntity = { entityType: "KEYWORD" | "TARGET"; entityId: string };

/** What the mirror holds of a keyword or target before an edit: its state and its bid (own or the ad group's). */
export async function valuesBefore(db: Database, profileId: number, entity: EntityRef) {
  return (await mirrorValues(db, profileId, [entity])).get(mirrorKey(entity.entityType, entity.entityId));
}

const isToggle = (state: string | undefined): state is "ENABLED" | "PAUSED" =>
  state === "ENABLED" || state === "PAUSED";

/** A keyword's or target's state and bid edit as change-log actions, from what the mirror held before it. */
export function editActions(
  entity: BidEntity,
  before: MirrorValue | undefined,
  edit: { state?: string; bid?: number },
): ChangeAction[] {
  if (!before) return [];
  const actions: ChangeAction[] = [];
  if (isToggle(edit.state) && isToggle(before.state) && edit.state !== before.state) {
    actions.push({ kind: "SET_STATE", ...entity, from: before.state, to: edit.state });
  }
  const toCents = edit.bid === undefined ? null : Math.round(edit.bid * 100);
  if (toCents !== null && before.bidCents !== undefined && toCents !== before.bidCents) {
    actions.push({ kind: "SET_BID", ...entity, fromCents: before.bidCents, toCents });
  }
  return actions;
}
