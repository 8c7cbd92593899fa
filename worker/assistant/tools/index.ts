import type { Database } from "../../db/client";
import type { AssistantTools } from "../assistant";
import { automationChanges } from "./automation-changes";
import { campaigns } from "./campaigns";
import { figures } from "./figures";
import { profiles } from "./profiles";
import { skuSettings } from "./sku-settings";
import { totals } from "./totals";
import { wastedSpend } from "./wasted-spend";

/** The assistant's tools over D1, every one scoped to the organisation's own profiles. */
export function assistantTools(db: Database, organisationId: string): AssistantTools {
  return {
    profiles: () => profiles(db, organisationId),
    figures: (query) => figures(db, organisationId, query),
    totals: (query) => totals(db, organisationId, query),
    wastedSpend: (query) => wastedSpend(db, organisationId, query),
    campaigns: (query) => campaigns(db, organisationId, query),
    automationChanges: (query) => automationChanges(db, organisationId, query),
    skuSettings: (query) => skuSettings(db, organisationId, query),
  };
}
