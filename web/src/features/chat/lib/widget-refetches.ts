import { type WidgetRefetch, widgetRoute, widgetTargetOf } from "@contracts/chat/widget-catalogue";
import type { ChatWidget } from "@contracts/realtime/chat-message-events";
import { queryKeys } from "../../../api/query-keys";

const ANY = Symbol("any segment");
type KeyPattern = readonly unknown[];

const matches = (key: readonly unknown[], pattern: KeyPattern) =>
  pattern.every((part, index) => part === ANY || key[index] === part);

/**
 * The key patterns of the cached reads the widget catalogue names (document 001 §7), over the app's
 * shared query keys (api/query-keys.ts): the campaign lists (all and migrated campaigns), the campaign
 * page's reads (and its "targets" / "negative-targets"), an advertised SKU's keywords and ASIN targets.
 */
const PATTERNS: Record<WidgetRefetch, (profileId: number) => KeyPattern> = {
  campaignLists: (profile) => queryKeys.campaignLists(profile),
  campaign: (profile) => queryKeys.campaign(profile),
  campaignTargets: (profile) => [...queryKeys.campaign(profile), ANY, "targets"],
  campaignNegativeTargets: (profile) => [...queryKeys.campaign(profile), ANY, "negative-targets"],
  skuKeywords: (profile) => [...queryKeys.advertisedSku(profile), ANY, "keywords"],
  skuAsinTargets: (profile) => [...queryKeys.advertisedSku(profile), ANY, "asin-targets"],
  searchTerms: (profile) => queryKeys.searchTerms(profile),
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
