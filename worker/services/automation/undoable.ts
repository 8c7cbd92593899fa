import type { ChangeAction, ChangeStatus } from "../../contracts/automation/change";
import { formatCents } from "../../contracts/money";
import { type ChangeEntities, entityNow } from "./change-entities";

/** The kinds Undo can reverse: it sets the old value back. Additions are not offered (yet). */
export const REVERSIBLE_KINDS = new Set<ChangeAction["kind"]>(["SET_BID", "SET_STATE", "SET_BUDGET"]);

type Logged = {
  campaignId: string;
  entityId: string | null;
  action: ChangeAction;
  status: ChangeStatus;
  undoesChangeId: number | null;
};

/** What the entity holds now against what the change set, in the change's own terms (amounts in `currency`). */
function heldNow(action: ChangeAction, loaded: ChangeEntities, change: Logged, currency: string) {
  const money = (cents: number | null) => (cents === null ? "none" : formatCents(cents, currency));
  const now = entityNow(loaded, change);
  if (!now) return { holds: false, now: null };
  switch (action.kind) {
    case "SET_BID":
      return { holds: now.bidCents === action.toCents, now: money(now.bidCents), set: money(action.toCents) };
    case "SET_BUDGET":
      return {
        holds: now.budgetCents === action.toCents,
        now: money(now.budgetCents),
        set: money(action.toCents),
      };
    case "SET_STATE":
      return { holds: now.state === action.to, now: now.state, set: action.to };
    default:
      return { holds: false, now: null };
  }
}

const FIELD_NAMES: Partial<Record<ChangeAction["kind"], string>> = {
  SET_BID: "bid",
  SET_BUDGET: "budget",
  SET_STATE: "state",
};

/**
 * Whether Undo can put this change's old value back, and when not, why not in a sentence. Only an
 * APPLIED change of a reversible kind whose entity still holds the value it set, and not yet undone.
 * Amounts are written in the profile's `currency`.
 */
export function undoability(change: Logged, undone: boolean, loaded: ChangeEntities, currency: string) {
  const { action } = change;
  if (change.undoesChangeId !== null) return { undoable: false, why: null };
  if (!REVERSIBLE_KINDS.has(action.kind)) return { undoable: false, why: null };
  if (change.status === "UNDONE" || undone) return { undoable: false, why: "Already undone." };
  if (change.status !== "APPLIED") return { undoable: false, why: null };
  const held = heldNow(action, loaded, change, currency);
  if (held.now === null) return { undoable: false, why: "Amazon no longer has this entity." };
  if (!held.holds) {
    const field = FIELD_NAMES[action.kind] ?? "value";
    return {
      undoable: false,
      why: `The ${field} is now ${held.now}, not the ${held.set} this change set: a later change or an edit replaced it.`,
    };
  }
  return { undoable: true, why: null };
}
