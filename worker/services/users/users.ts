import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { activeOf, type MemberOrganisation, memberOrganisations } from "../../access/member-organisations";
import { ApiError, validationError } from "../../contracts/api-error";
import { trialEndsAt } from "../../contracts/billing/product-access";
import type { CurrentUser } from "../../contracts/users/users.schemas";
import { billingCustomers } from "../../db/billing-schema";
import type { Database } from "../../db/client";
import { memberships, organisations, users } from "../../db/schema";
import { upgradePasswordHash } from "./password-upgrade";
import { hashPassword, verifyPassword } from "./passwords";
import { slugify } from "./slugify";

type NewUser = { name: string; email: string; password: string };

/**
 * Creates the user with an organisation of their own, in which they are the owner. `signedUpAt` is the
 * product clock's now (the sandbox's locally), from which their trial runs.
 */
export async function createUser(db: Database, input: NewUser, signedUpAt: Date, pepper: string) {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get();
  if (existing) throw validationError("email", "An account with this e-mail already exists");

  const userId = crypto.randomUUID();
  const organisationId = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password, pepper);
  await db.batch([
    db
      .insert(users)
      .values({ id: userId, name: input.name, email: input.email, passwordHash, createdAt: signedUpAt }),
    db.insert(organisations).values({
      id: organisationId,
      name: `${input.name}'s organisation`,
      slug: `${slugify(input.name)}-${organisationId.slice(0, 8)}`,
    }),
    db.insert(memberships).values({ userId, organisationId, role: "owner" }),
  ]);
  return userId;
}

const organisationView = ({ organisationId, name, slug, role }: MemberOrganisation) => ({
  id: organisationId,
  name,
  slug,
  role,
});

/**
 * The user with the organisation they act in (`chosenOrganisationId` if they belong to it, else their
 * oldest) and every organisation of theirs; the plan, trial, ad limit and promotion code are that
 * organisation's, read from its owner (docs/teams.md). Undefined when the row is gone.
 */
export async function findCurrentUser(
  db: Database,
  userId: string,
  chosenOrganisationId?: string,
): Promise<CurrentUser | undefined> {
  const organisations = await memberOrganisations(db, userId);
  const active = activeOf(organisations, chosenOrganisationId);
  if (!active) return undefined;
  const owner = alias(users, "owner");
  const row = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      tariffPlan: owner.tariffPlan,
      isAdLimitReached: owner.isAdLimitReached,
      createdAt: owner.createdAt,
      promotionCode: billingCustomers.promotionCode,
    })
    .from(users)
    .innerJoin(owner, eq(owner.id, active.ownerId))
    .leftJoin(billingCustomers, eq(billingCustomers.userId, owner.id))
    .where(eq(users.id, userId))
    .get();
  if (!row) return undefined;
  const { createdAt, emailVerifiedAt, ...user } = row;
  return {
    ...user,
    organisation: organisationView(active),
    organisations: organisations.map(organisationView),
    emailVerified: emailVerifiedAt !== null,
    trialEndsAt: trialEndsAt(createdAt).toISOString(),
  };
}

/**
 * Checks a password sign-in; undefined for an unknown e-mail or a wrong password alike. A right password
 * over a hash from before the pepper rewrites the hash peppered.
 */
export async function authenticate(db: Database, email: string, password: string, pepper: string) {
  const user = await db.select().from(users).where(eq(users.email, email)).get();
  if (!user) {
    // Spend the same time as a real check so response times do not reveal which e-mails exist.
    await hashPassword(password, pepper);
    return undefined;
  }
  if (!(await verifyPassword(password, user.passwordHash, pepper))) return undefined;
  await upgradePasswordHash(db, user, password, pepper);
  return user;
}

export async function renameUser(db: Database, userId: string, name: string) {
  await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Changes the password and ends every session confirmed before `now` (the route renews the caller's). */
export async function changePassword(
  db: Database,
  userId: string,
  current: string,
  next: string,
  pepper: string,
  now = new Date(),
) {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ApiError(1009, "Please sign in to continue.");
  if (!(await verifyPassword(current, user.passwordHash, pepper))) {
    throw validationError("currentPassword", "The current password is not correct");
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next, pepper), sessionsValidAfter: now, updatedAt: now })
    .where(eq(users.id, userId));
}
