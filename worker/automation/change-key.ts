import type { ChangeAction, ProposedChange } from "../contracts/automation/change";

/** An exact negative's key stays as before; a phrase negative of the same text is another entity. */
const phraseMark = (action: { matchType?: string }) =>
  action.matchType === "NEGATIVE_PHRASE" ? "phrase:" : "";

/**
 * What a change touches, so one run changes each (entity, field) once: the entity and its field, or
 * for an addition what it would create (ad group or campaign, and the text or ASIN).
 */
export function targetOf(action: ChangeAction, campaignId: string): string {
  switch (action.kind) {
    case "SET_BID":
      return `${action.entityId}:bid`;
    case "SET_STATE":
    case "ARCHIVE":
      return `${action.entityId}:state`;
    case "SET_BUDGET":
      return `${action.entityId}:budget`;
    case "ADD_KEYWORD":
      return `${action.adGroupId}:keyword:${action.matchType}:${action.keywordText.toLowerCase()}`;
    case "ADD_TARGET":
      return `${action.adGroupId}:target:${action.asin.toUpperCase()}`;
    case "ADD_NEGATIVE_KEYWORD":
      return `${action.adGroupId ?? `campaign ${campaignId}`}:negative-keyword:${phraseMark(action)}${action.keywordText.toLowerCase()}`;
    case "ADD_NEGATIVE_TARGET":
      return `${action.adGroupId ?? `campaign ${campaignId}`}:negative-target:${action.asin.toUpperCase()}`;
  }
}

/** Unique within a run (profile, run key): the rule, the kind and what it touches. */
export const changeKeyOf = (change: ProposedChange) =>
  `${change.rule}:${change.kind}:${targetOf(change, change.campaignId)}`;

/** The Amazon id of the entity a change acts on; null for an addition (nothing exists yet). */
export function entityIdOf(action: ChangeAction): string | null {
  return "entityId" in action ? action.entityId : null;
}
