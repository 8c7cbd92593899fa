import type { Database } from "../../db/client";
import type { AssistantTools } from "../assistant";
import { automationChanges } from "./automation-changes";
import { campaigns } from "./campaigns";
import { figures } from "./figures";
import { profiles } from "./profiles";
import { skuSettings } from "./sku-settings";
import { totals } from "./totals";
import { wastedSpend } from "./wasted-spend";

/** The assistant's tools over D1, every one scoped to the seller's own profiles. */
export function assistantTools(db: Database, userId: string): AssistantTools {
  return {
    profiles: () => profiles(db, userId),
    figures: (query) => figures(db, userId, query),
    totals: (query) => totals(db, userId, query),
    wastedSpend: (query) => wastedSpend(db, userId, query),
    campaigns: (query) => campaigns(db, userId, query),
    automationChanges: (query) => automationChanges(db, userId, query),
    skuSettings: (query) => skuSettings(db, userId, query),
  };
}
