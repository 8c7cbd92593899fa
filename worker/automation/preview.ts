import { ruleClockAt } from "../clock/zone-clock";
import type { ProposedChange } from "../contracts/automation/change";
import type { Database } from "../db/client";
import { loadSnapshots } from "./load-snapshots";
import { planFor } from "./plan";
import { profileContext } from "./profile-context";
import { RULES } from "./rules/index";
import type { RuleDefinition, RuleNote } from "./rules/rule";
import { advertisedSkuSettings } from "./sku-settings";

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

/**
 * What the SKU's rules that are on wait for or cannot do (Next run's notes): keywords still
 * collecting data, harvesting with nowhere to go. Reads the snapshot as the job does, without rank
 * look-ups (no rule's note needs one).
 */
export async function previewNotes(
  db: Database,
  env: Env,
  profileId: number,
  skuId: number,
  now: Date,
  rules: RuleDefinition[] = RULES,
): Promise<RuleNote[]> {
  const context = await profileContext(db, env, profileId);
  if (!context) return [];
  const settings = await advertisedSkuSettings(db, profileId, context.timezone, skuId);
  if (settings.length === 0) return [];
  const snapshots = await loadSnapshots(db, env, context, settings, now, { left: 0, calls: 0 });
  const clock = ruleClockAt(now, context.timezone);
  return snapshots.flatMap((snapshot) =>
    rules.flatMap((definition) =>
      definition.notes && definition.isEnabled(snapshot.settings)
        ? definition.notes({ snapshot, clock, adLimitReached: context.adLimitReached })
        : [],
    ),
  );
}
