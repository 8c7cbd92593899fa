import type { ChatWidget } from "@contracts/realtime/chat-message-events";
import { queryKeys } from "../../../api/query-keys";

const ANY = Symbol("any segment");
type KeyPattern = readonly unknown[];

const matches = (key: readonly unknown[], pattern: KeyPattern) =>
  pattern.every((part, index) => part === ANY || key[index] === part);

/** The profile a widget acts on: its endpoint is /api/widget-actions/{profileId}/… (contracts/chat/widget-actions.ts). */
export function widgetProfileId(endpoint: string): number | null {
  const id = /^\/api\/widget-actions\/(\d+)\//.exec(endpoint)?.[1];
  return id === undefined ? null : Number(id);
}

/**
 * The cached reads a widget's action changes (document 001 §7), as key patterns over the app's query
 * keys (api/query-keys.ts): the campaign lists (`campaignLists`: all and migrated campaigns), the
 * campaign page's reads (`campaign` + its id, and its "targets" / "negative-targets"), an advertised
 * SKU's keywords and ASIN targets (`advertisedSku` + its id).
 */
function refetchPatterns(widget: Pick<ChatWidget, "type" | "action" | "endpoint">): KeyPattern[] {
  const profileId = widgetProfileId(widget.endpoint);
  /** A shared key of the widget's profile, or of any profile when its endpoint names none. */
  const ofProfile = (key: (profileId: number) => readonly unknown[]): KeyPattern =>
    key(profileId ?? 0).map((part, index) => (index === 1 && profileId === null ? ANY : part));
  const campaignRead = (read: string) => [...ofProfile(queryKeys.campaign), ANY, read];
  const skuRead = (read: string) => [...ofProfile(queryKeys.advertisedSku), ANY, read];
  const negativeTargets = [campaignRead("negative-targets")];
  const byType: Record<ChatWidget["type"], KeyPattern[]> = {
    Campaign: [ofProfile(queryKeys.campaignLists), ofProfile(queryKeys.campaign)],
    Keyword: [skuRead("keywords"), campaignRead("targets")],
    ProductTarget: [skuRead("asin-targets"), campaignRead("targets")],
    NegativeKeyword: negativeTargets,
    NegativeProductTarget: negativeTargets,
  };
  const addsNegatives =
    widget.action === "AddNegativeKeyword" || widget.action === "AddNegativeProductTarget";
  return [...byType[widget.type], ...(addsNegatives ? negativeTargets : [])];
}

/** Whether a cached read with this key is to be fetched again after the widget's action succeeded. */
export const refetchedAfter =
  (widget: Pick<ChatWidget, "type" | "action" | "endpoint">) => (queryKey: readonly unknown[]) =>
    refetchPatterns(widget).some((pattern) => matches(queryKey, pattern));
