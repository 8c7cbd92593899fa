import type { AssistantReply, CampaignRow } from "../../assistant";
import { type AnswerContext, overScopes } from "../answer-context";
import type { NamedRange } from "../date-phrases";
import { TABLE_ROWS } from "../figure-table";
import { count, counted, literal, money, rangeText, table } from "../format";
import { dailyBudgetWidget, WIDGET } from "../widgets";

export type BudgetCappedData = { range: NamedRange; campaigns: CampaignRow[] };

/** The suggested budget: a fifth more than today's. */
export const BUDGET_RAISE = 1.2;

export async function budgetCappedData(context: AnswerContext, range: NamedRange): Promise<BudgetCappedData> {
  const campaigns = await overScopes(context, (profileId) =>
    context.tools.campaigns({ range, atBudgetOnly: true, ...(profileId === undefined ? {} : { profileId }) }),
  );
  return { range, campaigns: campaigns.sort((a, b) => b.daysAtBudget - a.daysAtBudget) };
}

/** Budget-capped campaigns: days whose spend reached the daily budget; raise the most capped managed one's. */
export function composeBudgetCapped({ range, campaigns }: BudgetCappedData): AssistantReply {
  if (campaigns.length === 0)
    return {
      text: `No campaign ran out of budget in ${rangeText(range)}: each spent less than its daily budget every day.`,
    };
  const lines = [
    `**${counted(campaigns.length, "campaign")} reached ${campaigns.length === 1 ? "its" : "their"} daily budget** in ${rangeText(range)} (a day counts when spend reached 95 % of the budget): they stopped showing for the rest of those days.`,
    "",
    table(
      ["Campaign", "Days at budget", "Daily budget", "State", "Skupilot's"],
      campaigns
        .slice(0, TABLE_ROWS)
        .map((row) => [
          row.name,
          count(row.daysAtBudget),
          money(row.dailyBudget, row.currency),
          row.state,
          row.managed ? "yes" : "no",
        ]),
    ),
  ];
  const first = campaigns.find((row) => row.managed && row.state === "ENABLED");
  if (!first) {
    lines.push(
      "",
      "None of them is an enabled campaign of Skupilot's, so raise their budgets in Amazon's console.",
    );
    return { text: lines.join("\n") };
  }
  const suggested = Math.round(first.dailyBudget * BUDGET_RAISE * 100) / 100;
  lines.push(
    "",
    `**${literal(first.name)}** hit its ${money(first.dailyBudget, first.currency)} budget on ${counted(first.daysAtBudget, "day")}. Raise it, for example to ${money(suggested, first.currency)}:`,
    "",
    WIDGET,
  );
  return { text: lines.join("\n"), widget: dailyBudgetWidget(first, suggested) };
}
