import type { ChangeAction } from "../contracts/automation/change";

/**
 * The action that reverses an applied change: a bid, state or budget set back to its `from`; what an
 * addition created archived. Null when it cannot be reversed (an archive, or an addition whose id is unknown).
 */
export function inverseOf(action: ChangeAction, createdEntityId: string | null): ChangeAction | null {
  switch (action.kind) {
    case "SET_BID":
    case "SET_BUDGET":
      return { ...action, fromCents: action.toCents, toCents: action.fromCents };
    case "SET_STATE":
      return { ...action, from: action.to, to: action.from };
    case "ADD_KEYWORD":
    case "ADD_TARGET":
    case "ADD_NEGATIVE_KEYWORD":
    case "ADD_NEGATIVE_TARGET":
      return createdEntityId
        ? {
            kind: "ARCHIVE",
            entityType: action.entityType,
            entityId: createdEntityId,
            adGroupId: action.adGroupId,
          }
        : null;
    case "ARCHIVE":
      return null;
  }
}
