import { assistantFromEnv } from "../../assistant/engine-from-env";
import { assistantTools } from "../../assistant/tools";
import type { Database } from "../../db/client";
import type { Replier } from "./reply";

/** The engine with the tools bound to the seller, ready to answer their chat. */
export const chatReplier = (db: Database, env: Env, userId: string): Replier => ({
  db,
  env,
  userId,
  assistant: assistantFromEnv(env),
  tools: assistantTools(db, userId),
});
