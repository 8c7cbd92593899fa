/**
 * The shared move of the rules that switch ads off for a while (day parting, seasonality, stock):
 * while their reason holds, pause what is ENABLED; once it is over, resume only what the rule itself
 * paused and nobody has touched since. Held entities (edited in Skupilot's UI) are left alone.
 */
import type { AutomationRule, ChangeRecord, ProposedChange } from "../../contracts/automation/change";
import { changeDate, isTakenBack, ownChangesByEntity, standingPause } from "./own-changes";
import type { EntityState, SkuSnapshot } from "./rule-input";

export type Switchable = { entityId: string; campaignId: string; state: EntityState };

export type PauseResumeInput = {
  rule: AutomationRule;
  entityType: "CAMPAIGN" | "PRODUCT_AD";
  entities: Switchable[];
  snapshot: SkuSnapshot;
  /** The rule's reason to keep them off holds now. */
  wantsOff: boolean;
  /** Resuming is allowed now: no other rule wants the same entities off. */
  mayResume: boolean;
  /**
   * The local date the current "off" period began. An entity the rule already touched since then and
   * that is ENABLED again was resumed by the seller: it stays on. Without it, every ENABLED one is paused.
   */
  offSince?: string;
  pauseReason: string;
  resumeReason: string;
};

const isOwnResume = (change: ChangeRecord) =>
  change.kind === "SET_STATE" && change.to === "ENABLED" && !isTakenBack(change);

export function pauseOrResume(input: PauseResumeInput): ProposedChange[] {
  const { rule, entityType, snapshot, offSince } = input;
  const { skuId, timezone } = snapshot.settings;
  const held = new Set(snapshot.heldEntityIds);
  const changesOf = ownChangesByEntity(snapshot.history, rule);
  const proposals: ProposedChange[] = [];
  for (const { entityId, campaignId, state } of input.entities) {
    if (held.has(entityId)) continue;
    const changes = changesOf.get(entityId);
    const base = { rule, skuId, campaignId, kind: "SET_STATE" as const, entityType, entityId };
    if (input.wantsOff && state === "ENABLED") {
      const latest = changes?.[0];
      const resumedBySeller =
        offSince && latest && !isOwnResume(latest) && changeDate(latest, timezone) >= offSince;
      if (!resumedBySeller) {
        proposals.push({ ...base, from: "ENABLED", to: "PAUSED", reason: input.pauseReason });
      }
    } else if (!input.wantsOff && input.mayResume && state === "PAUSED" && standingPause(changes)) {
      proposals.push({ ...base, from: "PAUSED", to: "ENABLED", reason: input.resumeReason });
    }
  }
  return proposals;
}
