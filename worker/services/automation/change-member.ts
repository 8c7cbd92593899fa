import { eq } from "drizzle-orm";
import type { ChangeMember } from "../../contracts/automation/change-author";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** The signed-in member as the change log names them: their name, or their e-mail when it is blank. */
export async function changeMemberOf(db: Database, userId: string): Promise<ChangeMember> {
  const user = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return { userId, name: user?.name.trim() || user?.email || "A member" };
}
