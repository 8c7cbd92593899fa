import type { AssistantReply, AutomationChangeRow, FigureRow } from "../../assistant";
import { type AnswerContext, overScopes, type Profile } from "../answer-context";
import { changeText, whenText } from "../change-text";
import type { NamedRange } from "../date-phrases";
import { literal, money, rangeText } from "../format";
import { KEYWORD_LOOKUP } from "../name-lookups";
import { pickByName, rowOrReply } from "../pick-by-name";
import { bidWidget, WIDGET } from "../widgets";
import { currencyOf, ruleName } from "./automation-changes";

export type WhyBidData = {
  range: NamedRange;
  keyword?: string;
  /** The keywords and targets whose name contains the words. */
  entities: FigureRow[];
  changes: AutomationChangeRow[];
  profiles: Profile[];
};

const LATEST = 5;

/** Keywords, then targets, whose text contains `name` (in a campaign whose name contains `campaign`), over the question's profiles. */
export async function entitiesNamed(
  context: AnswerContext,
  name: string,
  range: NamedRange,
  campaign?: string,
): Promise<FigureRow[]> {
  const inCampaign = (row: FigureRow) =>
    campaign === undefined || (row.campaignName ?? "").toLowerCase().includes(campaign.toLowerCase());
  for (const level of ["keyword", "target"] as const) {
    const rows = await overScopes(context, (profileId) =>
      context.tools.figures({
        level,
        range,
        nameContains: name,
        limit: 50,
        ...(profileId === undefined ? {} : { profileId }),
      }),
    );
    const named = rows.filter(inCampaign);
    if (named.length > 0) return named;
  }
  return [];
}

export async function whyBidData(
  context: AnswerContext,
  range: NamedRange,
  keyword?: string,
  campaign?: string,
): Promise<WhyBidData> {
  if (keyword === undefined) return { range, entities: [], changes: [], profiles: context.profiles };
  const entities = await entitiesNamed(context, keyword, range, campaign);
  const picked = pickByName(entities, keyword);
  const changes =
    picked.kind === "one"
      ? await context.tools.automationChanges({
          range,
          profileId: picked.row.profileId,
          entityId: picked.row.id,
          field: "bid",
          limit: LATEST,
        })
      : [];
  return { range, keyword, entities, changes, profiles: context.profiles };
}

/** Why a bid changed: the automation's bid changes of the named keyword or target with their reasons. */
export function composeWhyBid({ range, keyword, entities, changes, profiles }: WhyBidData): AssistantReply {
  if (keyword === undefined)
    return {
      text: "Which keyword or target? Name it in quotes, for example: Why did the bid of “dog bed” change?",
    };
  const found = rowOrReply(entities, keyword, KEYWORD_LOOKUP);
  if ("reply" in found) return found.reply;
  const entity = found.row;
  const currency = currencyOf(profiles, entity.profileId);
  const now = entity.bid === undefined ? "" : ` Its bid is ${money(entity.bid, currency)} now.`;
  const lines: string[] = [];
  if (changes.length === 0) {
    lines.push(
      `Skupilot's automation did not change the bid of **${literal(entity.name)}** (${literal(entity.campaignName ?? entity.campaignId ?? "")}) in ${rangeText(range)}.${now} A different bid came from an edit — in Skupilot (which holds the automation off it for 72 hours) or in Amazon's console.`,
    );
  } else {
    const [latest] = changes;
    lines.push(
      `The automation changed the bid of **${literal(entity.name)}** (${literal(entity.campaignName ?? entity.campaignId ?? "")}) ${changes.length === 1 ? "once" : `${changes.length} times`} in ${rangeText(range)}.${now}`,
      "",
      ...changes.map(
        (change) =>
          `- ${whenText(change.at)}: ${literal(changeText(change, currency))} by ${ruleName(change.rule)} — ${literal(change.reason)}`,
      ),
    );
    if (latest && changes.length > 1) lines.push("", `The latest: ${literal(latest.reason)}`);
  }
  if (!entity.managed) return { text: lines.join("\n") };
  lines.push("", "To set it yourself:", "", WIDGET);
  return {
    text: lines.join("\n"),
    widget: bidWidget({ ...entity, level: entity.level === "target" ? "target" : "keyword" }),
  };
}
