import { AUTOMATION_RULES, type AutomationRule } from "@contracts/automation/change";

/** Each rule as the settings panels name it. */
export const RULE_LABELS: Record<AutomationRule, string> = {
  BID_OPTIMIZATION: "Bid optimization",
  NEGATIVE_OPTIMIZATION: "Negative optimization",
  SEARCH_TERM_EXPANSION: "Search term expansion",
  TARGET_BID_EXPANSION: "Target bid expansion",
  DAY_PARTING: "Day parting",
  SEASONALITY: "Seasonality (ads off)",
  SEASONAL_BUDGET: "Seasonal budget",
  BUDGET_SPLIT: "Max budget split",
  KEYWORD_BOOST: "Keyword boost",
  ORGANIC_SEARCH: "Organic search optimization",
  INVENTORY: "Out-of-stock pause",
  BID_LIMITS: "Bid limits",
};

export const RULE_OPTIONS = AUTOMATION_RULES.map((rule) => ({ value: rule, label: RULE_LABELS[rule] }));

/** A change's rule as a seller reads it; a change no rule made is the seller's or a widget's edit. */
export const ruleLabel = (rule: AutomationRule | null) => (rule === null ? "Manual edit" : RULE_LABELS[rule]);
