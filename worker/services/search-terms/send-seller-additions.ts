import { inArray } from "drizzle-orm";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { applyChanges, MAX_ATTEMPTS } from "../../automation/apply-changes";
import { whileNoRunOn } from "../../automation/lease";
import { ApiError } from "../../contracts/api-error";
import type { ChangeAction } from "../../contracts/automation/change";
import type { ChangeAuthor } from "../../contracts/automation/change-author";
import type { TermActionResult } from "../../contracts/search-terms/term-actions";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";
import { editRow, editRunKey, newBatchId } from "../automation/log-edits";

/** One addition a seller asked for from a search term: where it goes and what it creates. */
export type TermAddition = {
  searchTerm: string;
  skuId: number;
  campaignId: string;
  action: ChangeAction;
  reason: string;
};

/** Rows of the log one insert writes: their 17 columns each stay under D1's 100 bound parameters. */
const ROWS_PER_INSERT = 5;
const BUSY_MESSAGE = "Amazon was busy and did not take it; please try again in a minute.";

function plannedRows(profileId: number, additions: TermAddition[], now: Date, by: ChangeAuthor) {
  const runKey = editRunKey();
  const author = { ...by, batchId: additions.length > 1 ? newBatchId() : null };
  return additions.map(({ skuId, campaignId, action, reason }) => ({
    ...editRow({ profileId, skuId, campaignId }, action, author, runKey, now),
    reason,
    status: "PLANNED" as const,
    appliedAt: null,
  }));
}

async function insertPlanned(db: Database, rows: ReturnType<typeof plannedRows>) {
  const inserted: (typeof automationChanges.$inferSelect)[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    inserted.push(...(await db.insert(automationChanges).values(chunk).returning()));
  }
  return inserted;
}

/**
 * A seller's negatives and keywords from search terms (issue 33 item 2), sent the way the automation
 * sends its own: logged PLANNED as the seller's (actor SELLER, or ASSISTANT from a widget; one batch), applied through the
 * automation's apply (Amazon's answer per item, the mirror updated, undoable from the change log)
 * while no run holds the profile. A refusal is final (the job does not retry a seller's edit); what
 * Amazon left unanswered is forgotten and reported as not done. Results in the order given.
 */
export async function sendSellerAdditions(
  db: Database,
  { profile, client }: ProfileAccess,
  additions: TermAddition[],
  now: Date,
  author: ChangeAuthor,
): Promise<TermActionResult[]> {
  if (additions.length === 0) return [];
  const context = {
    profileId: profile.id,
    amazonProfileId: profile.amazonProfileId,
    client,
    currency: profile.currencyCode,
  };
  return whileNoRunOn(db, [profile.id], async () => {
    const rows = await insertPlanned(db, plannedRows(profile.id, additions, now, author));
    const ids = rows.map((row) => row.id);
    try {
      await applyChanges(db, context, rows, { now });
    } catch {
      await db.delete(automationChanges).where(inArray(automationChanges.id, ids));
      throw new ApiError(1008, "Amazon did not answer; nothing was changed. Please try again in a moment.");
    }
    const after = await db.select().from(automationChanges).where(inArray(automationChanges.id, ids));
    const unanswered = after.filter((row) => row.status === "PLANNED").map((row) => row.id);
    if (unanswered.length > 0) {
      await db.delete(automationChanges).where(inArray(automationChanges.id, unanswered));
    }
    await db
      .update(automationChanges)
      .set({ attempts: MAX_ATTEMPTS })
      .where(inArray(automationChanges.id, ids));
    const byId = new Map(after.map((row) => [row.id, row]));
    return rows.map((row, index): TermActionResult => {
      const done = byId.get(row.id);
      const { searchTerm, campaignId } = additions[index] as TermAddition;
      if (done?.status === "APPLIED") return { searchTerm, campaignId, status: "APPLIED", message: null };
      return { searchTerm, campaignId, status: "FAILED", message: done?.error ?? BUSY_MESSAGE };
    });
  });
}
