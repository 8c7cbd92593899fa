import { offlineAnalyst } from "../../assistant/analyst";
import type { Assistant } from "../../assistant/assistant";
import { assistantTools } from "../../assistant/tools";
import type { Database } from "../../db/client";
import type { Replier } from "./reply";

/**
 * The engine that answers a seller's chat: the offline analyst (no network). The LLM engine is chosen
 * here once LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are configured (issue 19, its own branch).
 */
export function assistantFor(_env: Env): Assistant {
  return offlineAnalyst();
}

/** The engine with the tools bound to the seller, ready to answer their chat. */
export const chatReplier = (db: Database, env: Env, userId: string): Replier => ({
  db,
  env,
  userId,
  assistant: assistantFor(env),
  tools: assistantTools(db, userId),
});
