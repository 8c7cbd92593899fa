import type { Database } from "../../db/client";
import type { AssistantTools } from "../assistant";

const notBuilt = async (): Promise<never> => {
  throw new Error("not built");
};

/** Placeholder until the analyst branch's tools over D1 (issue 19) replace this file. */
export function assistantTools(_db: Database, _userId: string): AssistantTools {
  return {
    profiles: notBuilt,
    figures: notBuilt,
    totals: notBuilt,
    campaigns: notBuilt,
    automationChanges: notBuilt,
    skuSettings: notBuilt,
  };
}
