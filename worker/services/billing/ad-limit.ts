import { and, eq, gte, inArray } from "drizzle-orm";
import { profileOfAccount } from "../../access/profile-account";
import { profileOwnerId } from "../../access/profile-owner";
import { isAdLimitReached, monthAdSpend, type ProfileSpend, spendReadFrom } from "../../billing/ad-limit";
import type { Database } from "../../db/client";
import { profileDailyTotals } from "../../db/profile-daily-totals-schema";
import { amazonAccounts, amazonProfiles, memberships, users } from "../../db/schema";

/**
 * Each connected profile of the organisations the owner owns (whose plan they pay) with its daily spend
 * since the earliest month start of any zone.
 */
async function profileSpends(db: Database, userId: string, now: Date): Promise<ProfileSpend[]> {
  const rows = await db
    .select({
      id: amazonProfiles.id,
      currencyCode: amazonProfiles.currencyCode,
      timezone: amazonProfiles.timezone,
      date: profileDailyTotals.date,
      costCents: profileDailyTotals.costCents,
    })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, profileOfAccount)
    .leftJoin(
      profileDailyTotals,
      and(
        eq(profileDailyTotals.profileId, amazonProfiles.id),
        gte(profileDailyTotals.date, spendReadFrom(now)),
      ),
    )
    .where(
      inArray(
        amazonAccounts.organisationId,
        db
          .select({ id: memberships.organisationId })
          .from(memberships)
          .where(and(eq(memberships.userId, userId), eq(memberships.role, "owner"))),
      ),
    );
  const byProfile = new Map<number, ProfileSpend>();
  for (const { id, currencyCode, timezone, date, costCents } of rows) {
    const profile = byProfile.get(id) ?? { currencyCode, timezone, days: [] };
    byProfile.set(id, profile);
    if (date !== null && costCents !== null) profile.days.push({ date, costCents });
  }
  return [...byProfile.values()];
}

/**
 * Recomputes users.isAdLimitReached from this month's spend of all the seller's connected profiles
 * (billing/ad-limit.ts says which month and which cap) and stores it. Reads profile_daily_totals (a
 * row a profile and day), never the raw report rows. `now`: the marketplace's clock.
 */
export async function refreshAdLimit(db: Database, userId: string, now: Date) {
  const spend = await sellerMonthSpend(db, userId, now);
  if (!spend) return null;
  const reached = isAdLimitReached(spend.plan, spend.spendUsdCents);
  await db.update(users).set({ isAdLimitReached: reached }).where(eq(users.id, userId));
  return { ...spend, reached };
}

/** The seller's plan and this month's ad spend in US cents (null: no such seller); reads only. */
export async function sellerMonthSpend(db: Database, userId: string, now: Date) {
  const user = await db.select({ plan: users.tariffPlan }).from(users).where(eq(users.id, userId)).get();
  if (!user) return null;
  const spend = monthAdSpend(await profileSpends(db, userId, now), now);
  if (spend.unconvertedCurrencies.length > 0) {
    console.error(JSON.stringify({ level: "error", event: "ad-limit-currency", userId, ...spend }));
  }
  return { plan: user.plan, spendUsdCents: spend.usdCents };
}

/** The same for the seller whose profile was just synced. */
export async function refreshAdLimitOfProfile(db: Database, profileId: number, now: Date) {
  const ownerId = await profileOwnerId(db, profileId);
  return ownerId ? refreshAdLimit(db, ownerId, now) : null;
}
