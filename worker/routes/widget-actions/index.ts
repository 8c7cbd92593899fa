import { campaignWidgetActs } from "./campaigns";
import { searchTermWidgetActs } from "./search-terms";
import { targetingWidgetActs } from "./targeting";
import { widgetActionApp } from "./widget-action";

/**
 * /api/widget-actions/{profileId}/… (document 001 §3, §7): each route of the widget catalogue
 * (contracts/chat/widget-catalogue.ts), calling the services the product's own screens call.
 */
export const widgetActionRoutes = widgetActionApp({
  ...campaignWidgetActs,
  ...targetingWidgetActs,
  ...searchTermWidgetActs,
});
