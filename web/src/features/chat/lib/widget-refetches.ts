import { type WidgetRefetch, widgetRoute, widgetTargetOf } from "@contracts/chat/widget-catalogue";
import type { ChatWidget } from "@contracts/realtime/chat-message-events";

const ANY = Symbol("any segment");
type KeyPattern = readonly unknown[];

const matches = (key: readonly unknown[], pattern: KeyPattern) =>
  pattern.every((part, index) => part === ANY || key[index] === part);

/**
 * The key patterns of the cached reads the widget catalogue names (document 001 §7), over the app's
 * query keys: the campaign lists (`campaignListsKey`: all and migrated campaigns), the campaign page's
 * reads (`campaignReadsKey` and its "targets" / "negative-targets"), an advertised SKU's keywords and
 * ASIN targets (`keywordsKey`, `asinTargetsKey`).
 */
const PATTERNS: Record<WidgetRefetch, (profileId: number) => KeyPattern> = {
  campaignLists: (profile) => ["campaigns", profile, "lists"],
  campaign: (profile) => ["campaign", profile],
  campaignTargets: (profile) => ["campaign", profile, ANY, "targets"],
  campaignNegativeTargets: (profile) => ["campaign", profile, ANY, "negative-targets"],
  skuKeywords: (profile) => ["advertised-sku", profile, ANY, "keywords"],
  skuAsinTargets: (profile) => ["advertised-sku", profile, ANY, "asin-targets"],
};

/** The cached reads of the widget's profile that its route changes. */
function refetchPatterns(widget: Pick<ChatWidget, "method" | "endpoint">): KeyPattern[] {
  const target = widgetTargetOf(widget.method, widget.endpoint);
  if (!target) return [];
  return widgetRoute(target.route).refetches.map((read) => PATTERNS[read](target.profileId));
}

/** Whether a cached read with this key is to be fetched again after the widget's action succeeded. */
export const refetchedAfter =
  (widget: Pick<ChatWidget, "method" | "endpoint">) => (queryKey: readonly unknown[]) =>
    refetchPatterns(widget).some((pattern) => matches(queryKey, pattern));
