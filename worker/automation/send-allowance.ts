import type { ChangeAction } from "../contracts/automation/change";
import type { ApplyBatch } from "./apply-batches";
import { lowersSpend } from "./rules/spend-guard";

/**
 * What the seller's account lets the automation send now: everything, only changes that lower spend
 * (their ad spend reached their plan's monthly limit), or nothing (no trial or live subscription).
 */
export type SendAllowance = "ALL" | "LOWER_SPEND_ONLY" | "NOTHING";

export const NO_PLAN_REFUSAL =
  "Not sent: your account has no trial or live subscription. Choose a plan to let the automation change your campaigns again.";
export const AD_LIMIT_REFUSAL =
  "Not sent: your ad spend has reached your plan's monthly limit, and this change would not lower it. Upgrade your plan to let the automation make it.";

/** Why the allowance forbids sending this change now, in the seller's words; null when it may go. */
export function whyNotSend(allowance: SendAllowance, action: ChangeAction): string | null {
  if (allowance === "NOTHING") return NO_PLAN_REFUSAL;
  if (allowance === "LOWER_SPEND_ONLY" && !lowersSpend(action)) return AD_LIMIT_REFUSAL;
  return null;
}

/**
 * The part of a call the allowance lets go, and the rows it keeps back with why: those are given up
 * (FAILED, no try left), as the market they were planned for will have moved when it allows them again.
 */
export function allowedPart<T extends { id: number; action: ChangeAction }>(
  batch: ApplyBatch<T>,
  allowance: SendAllowance,
) {
  const kept: number[] = [];
  const refused: { id: number; error: string }[] = [];
  batch.rows.forEach((row, index) => {
    const why = whyNotSend(allowance, row.action);
    if (why === null) kept.push(index);
    else refused.push({ id: row.id, error: why });
  });
  const part: ApplyBatch<T> = {
    ...batch,
    rows: kept.flatMap((index) => batch.rows[index] ?? []),
    items: kept.map((index) => batch.items[index]),
  };
  return { batch: part, refused };
}
