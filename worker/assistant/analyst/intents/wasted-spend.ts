import { isAsinTerm } from "../../../automation/rules/search-term-figures";
import { rangeLength } from "../../../contracts/date-range";
import type { AssistantReply, WastedSpendRow } from "../../assistant";
import { type AnswerContext, overScopes } from "../answer-context";
import type { NamedRange } from "../date-phrases";
import { TABLE_ROWS } from "../figure-table";
import { count, counted, literal, money, rangeText, sumsByCurrency, table } from "../format";
import { dailyBudgetWidget, WIDGET } from "../widgets";

export type WastedSpendData = { range: NamedRange; campaigns: WastedSpendRow[] };

/** Terms listed under the table. */
const TOP_TERMS = 5;
/** Campaigns read at most: the wasted spend of more campaigns than this is left out of the total. */
export const WASTE_CAMPAIGNS = 500;

export async function wastedSpendData(context: AnswerContext, range: NamedRange): Promise<WastedSpendData> {
  const campaigns = await overScopes(context, (profileId) =>
    context.tools.wastedSpend({
      range,
      limit: WASTE_CAMPAIGNS,
      ...(profileId === undefined ? {} : { profileId }),
    }),
  );
  return { range, campaigns: campaigns.sort((a, b) => b.spend - a.spend) };
}

/** The costliest wasted terms over all the campaigns, each with its campaign and currency. */
const costliestTerms = (campaigns: WastedSpendRow[]) =>
  campaigns
    .flatMap((campaign) => campaign.topTerms.map((term) => ({ ...term, campaign })))
    .sort((a, b) => b.spend - a.spend)
    .slice(0, TOP_TERMS);

/** Wasted spend: search terms with clicks and no orders, per campaign; lower the worst managed campaign's budget. */
export function composeWastedSpend({ range, campaigns }: WastedSpendData): AssistantReply {
  if (campaigns.length === 0)
    return {
      text: `No wasted spend in ${rangeText(range)}: every search term that got clicks also got an order.`,
    };
  const termCount = campaigns.reduce((sum, row) => sum + row.terms, 0);
  const clicks = campaigns.reduce((sum, row) => sum + row.clicks, 0);
  const lines = [
    `**Wasted spend in ${rangeText(range)}: ${sumsByCurrency(campaigns, (row) => row.spend)}** on ${counted(termCount, "search term")} with ${counted(clicks, "click")} and no orders, in ${counted(campaigns.length, "campaign")}.`,
    "",
    table(
      ["Campaign", "Wasted spend", "Clicks", "Search terms"],
      campaigns
        .slice(0, TABLE_ROWS)
        .map((row) => [
          row.campaignName,
          money(row.spend, row.currency),
          count(row.clicks),
          count(row.terms),
        ]),
    ),
  ];
  const terms = costliestTerms(campaigns);
  if (terms.length > 0) {
    lines.push("", "The costliest terms without an order:");
    for (const { term, spend, clicks, campaign } of terms)
      lines.push(
        `- “${literal(isAsinTerm(term) ? term.toUpperCase() : term)}” in ${literal(campaign.campaignName)}: ${money(spend, campaign.currency)}, ${counted(clicks, "click")}`,
      );
  }
  const worst = campaigns.find((row) => row.managed && row.dailyBudget !== null);
  if (!worst || worst.dailyBudget === null) {
    lines.push(
      "",
      "None of these campaigns is one of Skupilot's, so I can't change them from here; negating the terms above in Amazon's console stops the waste.",
    );
    return { text: lines.join("\n") };
  }
  const perDay = worst.spend / rangeLength({ startDate: range.from, endDate: range.to });
  const suggested = Math.max(1, Math.round((worst.dailyBudget - perDay) * 100) / 100);
  lines.push(
    "",
    `The most wasteful of Skupilot's campaigns is **${literal(worst.campaignName)}**: ${money(worst.spend, worst.currency)} wasted, about ${money(perDay, worst.currency)} a day. Its daily budget is ${money(worst.dailyBudget, worst.currency)}; lowering it to ${money(suggested, worst.currency)} caps the waste while you negate those terms:`,
    "",
    WIDGET,
  );
  return {
    text: lines.join("\n"),
    widget: dailyBudgetWidget({ profileId: worst.profileId, campaignId: worst.campaignId }, suggested),
  };
}
