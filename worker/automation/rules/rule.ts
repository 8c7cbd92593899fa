import type { AutomationRule, ProposedChange } from "../../contracts/automation/change";
import type { RuleClock, RuleInput, SkuSettings } from "./rule-input";

/**
 * A rule: pure, synchronous, deterministic. It reads one SKU's snapshot at one moment and proposes
 * changes, each with its reason. It never reads the database, the network or the clock itself.
 */
export type Rule = (input: RuleInput) => ProposedChange[];

/**
 * What a rule tells the seller without changing anything (Next run): a keyword still collecting data,
 * harvesting with nowhere to go. `action` names what the seller can do about it.
 */
export type RuleNote = {
  rule: AutomationRule;
  skuId: number;
  text: string;
  entity?: { entityType: "KEYWORD" | "TARGET"; entityId: string; campaignId: string; label: string };
  action?: "ADVERTISE";
};

/** A rule with what the job needs to schedule it: whether the SKU has it on, and whether it is due now. */
export type RuleDefinition = {
  rule: AutomationRule;
  /** The SKU's settings switch it on (a target set, a setting activated). */
  isEnabled: (settings: SkuSettings) => boolean;
  /** Due at `clock` given when it last ran for this SKU (null: never): its frequency, in the SKU's zone. */
  isDue: (settings: SkuSettings, clock: RuleClock, lastRunAt: Date | null) => boolean;
  /**
   * The rule puts back what it changed once its setting is switched off (a campaign day parting
   * paused, a raised seasonal budget): the job then runs `propose` at every run although isEnabled
   * is false (the status still shows it off), and propose only restores.
   */
  restoresWhenOff?: boolean;
  propose: Rule;
  /**
   * Why the rule left something alone that it would otherwise have changed, for the seller (the
   * Schedule tab's last run): "Boost of “dog bed” held on day 3 of 5: organic rank unknown (…)".
   * Null when there is nothing to say. Pure, like propose.
   */
  note?: (input: RuleInput) => string | null;
  /** What it waits for or cannot do, read by Next run while the rule is on (never by the job). */
  notes?: (input: RuleInput) => RuleNote[];
};
