import { eq, inArray, sql } from "drizzle-orm";
import { ruleClockAt } from "../../clock/zone-clock";
import type { TariffPlanName } from "../../contracts/billing/plans";
import { PLAN_TERMS } from "../../contracts/billing/plans";
import type { Database } from "../../db/client";
import { attemptCounters, users } from "../../db/schema";

/**
 * What one seller's chat may cost in a UTC day, by plan: messages sent, and the language model's tokens
 * over every step of their replies (the AI SDK's usage). A typical reply of the LLM engine reads
 * 10,000–20,000 tokens (the system prompt and tools at each of its steps), so each budget holds about
 * a hundred such replies per 100 messages; the offline analyst spends no tokens.
 */
export const DAILY_CHAT_BUDGET: Record<TariffPlanName, { messages: number; tokens: number }> = {
  START_UP: { messages: 100, tokens: 1_500_000 },
  SCALE_UP: { messages: 200, tokens: 3_000_000 },
  PROFESSIONAL: { messages: 400, tokens: 6_000_000 },
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day's counters are kept a day past its end (the keys name their day, so they count only on it). */
const KEPT_MS = 2 * DAY_MS;

/** The UTC day of `now` and the midnight that ends it. */
function utcDay(now: number) {
  const today = ruleClockAt(new Date(now), "UTC").today;
  return { today, endsAt: Date.parse(`${today}T00:00:00Z`) + DAY_MS };
}

const messagesKey = (userId: string, day: string) => `chat-messages:${userId}:${day}`;
const tokensKey = (userId: string, day: string) => `chat-tokens:${userId}:${day}`;

/** Adds `amount` to a day's counter. */
async function addTo(db: Database, key: string, amount: number, now: number) {
  await db
    .insert(attemptCounters)
    .values({ key, windowStartedAt: new Date(now), attempts: amount, expiresAt: now + KEPT_MS })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: { attempts: sql`${attemptCounters.attempts} + ${amount}` },
    });
}

const untilText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (hours === 0) return part(rest, "minute");
  return rest === 0 ? part(hours, "hour") : `${part(hours, "hour")} ${part(rest, "minute")}`;
};

export type SpentBudget = { message: string; retryAfterMs: number };

/**
 * Null while the plan allows the member another message today; else what to tell them, and when it
 * resets. The plan is the organisation's, held by `planHolderId` (its owner, docs/teams.md); the
 * counts are the member's own.
 */
export async function chatBudgetSpent(
  db: Database,
  userId: string,
  planHolderId: string,
  now = Date.now(),
): Promise<SpentBudget | null> {
  const { today, endsAt } = utcDay(now);
  const [seller] = await db
    .select({ plan: users.tariffPlan })
    .from(users)
    .where(eq(users.id, planHolderId))
    .limit(1);
  if (!seller?.plan) return null;
  const budget = DAILY_CHAT_BUDGET[seller.plan];
  const counters = await db
    .select({ key: attemptCounters.key, count: attemptCounters.attempts })
    .from(attemptCounters)
    .where(inArray(attemptCounters.key, [messagesKey(userId, today), tokensKey(userId, today)]));
  const count = (key: string) => counters.find((row) => row.key === key)?.count ?? 0;
  const messagesLeft = count(messagesKey(userId, today)) < budget.messages;
  const tokensLeft = count(tokensKey(userId, today)) < budget.tokens;
  if (messagesLeft && tokensLeft) return null;
  const retryAfterMs = endsAt - now;
  const plan = PLAN_TERMS[seller.plan].name;
  return {
    message:
      `You have used today's chat allowance of your ${plan} plan ` +
      `(up to ${budget.messages.toLocaleString("en-US")} messages or ${budget.tokens.toLocaleString("en-US")} tokens a day). ` +
      `It resets at midnight UTC, in ${untilText(retryAfterMs)}.`,
    retryAfterMs,
  };
}

/** One message sent today. */
export const countChatMessage = (db: Database, userId: string, now = Date.now()) =>
  addTo(db, messagesKey(userId, utcDay(now).today), 1, now);

/** A reply's tokens, counted on the day it ended. */
export async function countChatTokens(db: Database, userId: string, tokens: number, now = Date.now()) {
  if (tokens > 0) await addTo(db, tokensKey(userId, utcDay(now).today), Math.round(tokens), now);
}
