import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword, needsRehash } from "./passwords";

/**
 * After a successful sign-in: a hash from before the pepper is rewritten peppered with the password just
 * verified. Only while the row still holds that hash, so a password change in between is never undone.
 */
export async function upgradePasswordHash(
  db: Database,
  user: { id: string; passwordHash: string },
  password: string,
  pepper: string,
) {
  if (!needsRehash(user.passwordHash)) return;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password, pepper) })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}
