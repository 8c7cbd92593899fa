import { lastDays } from "../../../contracts/date-range";
import type { AssistantReply, FigureRow } from "../../assistant";
import type { AnswerContext } from "../answer-context";
import { acosText, literal, money } from "../format";
import { KEYWORD_LOOKUP } from "../name-lookups";
import { rowOrReply } from "../pick-by-name";
import { bidWidget, WIDGET } from "../widgets";
import { entitiesNamed } from "./why-bid-changed";

export type SetBidData = { keyword?: string; bid?: number; entities: FigureRow[] };

/** Document 001 §5: a keyword's or target's bid is at least 0.02. */
export const MIN_BID = 0.02;
const LOOK_BACK_DAYS = 14;

export async function setBidData(
  context: AnswerContext,
  keyword?: string,
  bid?: number,
  campaign?: string,
): Promise<SetBidData> {
  const request = { ...(keyword === undefined ? {} : { keyword }), ...(bid === undefined ? {} : { bid }) };
  if (keyword === undefined) return { ...request, entities: [] };
  const { startDate, endDate } = lastDays(context.today, LOOK_BACK_DAYS);
  const range = { from: startDate, to: endDate, label: `the last ${LOOK_BACK_DAYS} days` };
  return { ...request, entities: await entitiesNamed(context, keyword, range, campaign) };
}

/** Set a bid: one UpdateBid widget for the named keyword (or target) of a managed campaign. */
export function composeSetBid({ keyword, bid, entities }: SetBidData): AssistantReply {
  if (keyword === undefined)
    return {
      text: "Which keyword's bid? Name it in quotes with the bid, for example: set the bid of “dog bed” to $1.20.",
    };
  const found = rowOrReply(entities, keyword, KEYWORD_LOOKUP);
  if ("reply" in found) return found.reply;
  const entity = found.row;
  if (!entity.managed)
    return {
      text: `**${literal(entity.name)}** is in ${literal(entity.campaignName ?? entity.campaignId ?? "")}, which is not one of Skupilot's campaigns, so I can't change its bid from here.`,
    };
  if (bid !== undefined && bid < MIN_BID)
    return { text: `A bid must be at least ${money(MIN_BID, entity.currency)}.` };
  const now = entity.bid === undefined ? "" : ` Its bid is ${money(entity.bid, entity.currency)}`;
  const figures = ` (${LOOK_BACK_DAYS} days: ${money(entity.spend, entity.currency)} spend, ${money(entity.sales, entity.currency)} sales, ACOS ${acosText(entity.acos)}).`;
  const ask = bid === undefined ? "Enter the new bid" : `Set it to **${money(bid, entity.currency)}**`;
  return {
    text: `**${literal(entity.name)}** (${entity.matchType ? `${entity.matchType.toLowerCase()}, ` : ""}${literal(entity.campaignName ?? entity.campaignId ?? "")}).${now}${figures} A bid you set holds the automation off it for 72 hours. ${ask}:\n\n${WIDGET}`,
    widget: bidWidget({ ...entity, level: entity.level === "target" ? "target" : "keyword" }, bid),
  };
}
