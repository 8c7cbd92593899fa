import type { AssistantReply, AutomationChangeRow } from "../../assistant";
import { type AnswerContext, overScopes, type Profile } from "../answer-context";
import { changeText, whenText } from "../change-text";
import type { NamedRange } from "../date-phrases";
import { TABLE_ROWS } from "../figure-table";
import { count, counted, rangeText, table } from "../format";

export type AutomationChangesData = {
  range: NamedRange;
  changes: AutomationChangeRow[];
  profiles: Profile[];
};

/** Changes read at most: the answer counts them by rule and lists the newest. */
const CHANGES = 500;

export async function automationChangesData(
  context: AnswerContext,
  range: NamedRange,
): Promise<AutomationChangesData> {
  const changes = await overScopes(context, (profileId) =>
    context.tools.automationChanges({
      range,
      limit: CHANGES,
      ...(profileId === undefined ? {} : { profileId }),
    }),
  );
  return { range, changes: changes.sort((a, b) => b.at.localeCompare(a.at)), profiles: context.profiles };
}

const RULE_NAMES: Record<string, string> = {
  BID_OPTIMIZATION: "bid optimisation",
  NEGATIVE_OPTIMIZATION: "negative optimisation",
  SEARCH_TERM_EXPANSION: "search term expansion",
  TARGET_BID_EXPANSION: "target bid expansion",
  DAY_PARTING: "day parting",
  SEASONALITY: "seasonality",
  SEASONAL_BUDGET: "seasonal budget",
  BUDGET_SPLIT: "budget split",
  KEYWORD_BOOST: "keyword boost",
  ORGANIC_SEARCH: "organic search",
  INVENTORY: "inventory",
  BID_LIMITS: "bid limits",
};
export const ruleName = (rule: string) => RULE_NAMES[rule] ?? rule.toLowerCase();

export const currencyOf = (profiles: Profile[], profileId: number) =>
  profiles.find((profile) => profile.id === profileId)?.currency ?? "USD";

/** What the automation changed and why: counts per rule, then the newest changes with their reasons. */
export function composeAutomationChanges({
  range,
  changes,
  profiles,
}: AutomationChangesData): AssistantReply {
  if (changes.length === 0)
    return {
      text: `The automation made no change in ${rangeText(range)}. It acts on the settings of your advertised SKUs (target ROAS, bid optimisation, negative optimisation…) once their campaigns have figures.`,
    };
  const perRule = new Map<string, number>();
  for (const change of changes) perRule.set(change.rule, (perRule.get(change.rule) ?? 0) + 1);
  const failed = changes.filter((change) => change.status === "FAILED").length;
  const lines = [
    `**The automation made ${counted(changes.length, "change")} in ${rangeText(range)}**: ${[...perRule]
      .sort((a, b) => b[1] - a[1])
      .map(([rule, n]) => `${count(n)} by ${ruleName(rule)}`)
      .join(", ")}${failed > 0 ? ` (${count(failed)} failed on Amazon)` : ""}.`,
    "",
    "The newest:",
    "",
    table(
      ["When", "What", "Change", "Why"],
      changes
        .slice(0, TABLE_ROWS)
        .map((change) => [
          whenText(change.at),
          change.sku ? `${change.entityName} (${change.sku})` : change.entityName,
          `${changeText(change, currencyOf(profiles, change.profileId))}${change.status === "APPLIED" ? "" : ` (${change.status.toLowerCase()})`}`,
          change.reason,
        ]),
    ),
    "",
    "Every change can be undone from the History on the SKU's or the campaign's page.",
  ];
  return { text: lines.join("\n") };
}
