import type { ProposedChange } from "../contracts/automation/change";
import type { Database } from "../db/client";
import { planFor } from "./plan";
import { profileContext } from "./profile-context";
import { RULES } from "./rules/index";
import type { RuleDefinition } from "./rules/rule";

/**
 * "Next run" of one SKU: what the job would change now, with the reasons, through the job's own
 * planning (same snapshot, same rules, same filters) and nothing stored or sent to Amazon.
 */
export async function previewSku(
  db: Database,
  env: Env,
  profileId: number,
  skuId: number,
  now: Date,
  rules: RuleDefinition[] = RULES,
): Promise<ProposedChange[]> {
  const context = await profileContext(db, env, profileId);
  if (!context) return [];
  return (await planFor(db, env, context, now, rules, skuId)).changes;
}
