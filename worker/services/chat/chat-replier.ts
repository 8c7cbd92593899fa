import { assistantFromEnv } from "../../assistant/engine-from-env";
import { assistantTools } from "../../assistant/tools";
import type { Database } from "../../db/client";
import type { Replier } from "./reply";
import { tokenCountingAssistant } from "./token-counting-assistant";

/**
 * The engine with the tools bound to the organisation, ready to answer the member's message; its events
 * go to the member's tabs and its tokens count toward their day's budget.
 */
export const chatReplier = (db: Database, env: Env, userId: string, organisationId: string): Replier => ({
  db,
  env,
  userId,
  organisationId,
  assistant: tokenCountingAssistant(assistantFromEnv(env), db, userId),
  tools: assistantTools(db, organisationId),
});
