import type { ChatWidget } from "@contracts/realtime/chat-message-events";

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
 * keys: the campaign lists (`campaignListsKey`: all and migrated campaigns), the campaign page's reads
 * (`campaignReadsKey` and its "targets" / "negative-targets"), an advertised SKU's keywords and ASIN
 * targets (`keywordsKey`, `asinTargetsKey`).
 */
function refetchPatterns(widget: Pick<ChatWidget, "type" | "action" | "endpoint">): KeyPattern[] {
  const profile = widgetProfileId(widget.endpoint) ?? ANY;
  const campaignRead = (read: string) => ["campaign", profile, ANY, read];
  const skuRead = (read: string) => ["advertised-sku", profile, ANY, read];
  const negativeTargets = [campaignRead("negative-targets")];
  const byType: Record<ChatWidget["type"], KeyPattern[]> = {
    Campaign: [
      ["campaigns", profile, "lists"],
      ["campaign", profile],
    ],
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
