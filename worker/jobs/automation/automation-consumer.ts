import { marketplaceNow } from "../../amazon/marketplace-clock";
import { budgetShare, PLAN_BUDGET } from "../../automation/plan-budget";
import { type RunOptions, runAutomation } from "../../automation/run-automation";
import type { Database } from "../../db/client";
import { type AutomationMessage, enqueueAutomation } from "../../queue/automation-queue";
import { alertAfterRun } from "../../services/alerts/evaluate-profile";
import { automationAllowance } from "../../services/billing/automation-allowance";
import { profileOwnerLacksAccess } from "../../services/billing/product-access";
import { publishAutomationRunFinished } from "../job-events";
import { queueRetryDelaySeconds } from "../retry-delay";
import type { SyncOptions } from "../sync/sync-profile";

/** Seconds before the rest of a run too big for one invocation (its planning or its sending) is taken up. */
const CONTINUE_AFTER_SECONDS = 5;

/**
 * Runs the message's profile's automation at the marketplace's now, planning its share of the
 * invocation's budget (the batch's automation messages split it). A run with more to plan or send
 * than one invocation may queues itself again; a failure (Amazon unreachable…) is retried by the queue with a
 * growing delay, and the stored plan makes the retry finish the same hour's work, never repeat it.
 */
export async function consumeAutomationMessage(
  message: Message<AutomationMessage>,
  {
    db,
    env,
    sync,
    automationJobs = 1,
  }: { db: Database; env: Env; sync?: SyncOptions; automationJobs?: number },
  /** The job's rules and planning budget (tests set them; the queue handler leaves the defaults). */
  options: Pick<RunOptions, "rules" | "planBudget"> = {},
) {
  const { profileId, runNowAt } = message.body;
  try {
    // The marketplace's now, read once for the message.
    const now = await marketplaceNow(env);
    // The automation is what a plan pays for: a seller whose trial ended with no live subscription gets
    // their figures synced (to come back to) but no changes made (the routes answer 1001 meanwhile).
    if (await profileOwnerLacksAccess(db, profileId, async () => now)) {
      const skipped = "no trial or live subscription";
      console.log(JSON.stringify({ level: "info", event: "automation", profileId, skipped }));
      message.ack();
      return;
    }
    const outcome = await runAutomation(db, env, profileId, now, {
      planBudget: budgetShare(PLAN_BUDGET, automationJobs),
      ...options,
      retry: sync?.retry,
      runNowAt,
      // Asked again before each call to Amazon: the plan may lapse, or the ad limit be reached (by the
      // sync's spend refresh), while the run sends what was planned before.
      allowance: () => automationAllowance(db, profileId, async () => now),
    });
    console.log(JSON.stringify({ level: "info", event: "automation", ...outcome }));
    const progressed =
      outcome.planning === true || outcome.applied + outcome.failed + outcome.stale + outcome.refused > 0;
    if (outcome.remaining && progressed) {
      await enqueueAutomation(db, env.SYNC_QUEUE, profileId, CONTINUE_AFTER_SECONDS, runNowAt);
    } else if (!outcome.remaining && !outcome.skipped) {
      await publishAutomationRunFinished(db, env, outcome);
      await alertAfterRun(db, env, profileId, { failed: outcome.failed, skuId: null }, now);
    }
    message.ack();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "automation", profileId, error: String(error) }));
    message.retry({ delaySeconds: queueRetryDelaySeconds(error, message.attempts) });
  }
}
