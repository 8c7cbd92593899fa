import { and, eq } from "drizzle-orm";
import type { Database } from "../app-env";
import { amazonAccounts, amazonProfiles } from "../db/schema";
import { ApiError } from "../lib/api-error";

export type DisconnectResult = { namesWithError: string[]; token: { name: string; email: string } };

/**
 * Forgets a connected account: its tokens and profiles. The campaigns stay on Amazon (spec 000 §2.4).
 * Pausing the campaigns Skupilot manages comes with the campaign work; until then none are managed.
 */
export async function disconnectAccount(
  db: Database,
  userId: string,
  tokenId: number,
): Promise<DisconnectResult> {
  const account = await db
    .select()
    .from(amazonAccounts)
    .where(and(eq(amazonAccounts.tokenId, tokenId), eq(amazonAccounts.userId, userId)))
    .get();
  if (!account) throw new ApiError(1006, "This Amazon account is not connected to your Skupilot account.");

  await db.batch([
    db.delete(amazonProfiles).where(eq(amazonProfiles.tokenId, tokenId)),
    db.delete(amazonAccounts).where(eq(amazonAccounts.tokenId, tokenId)),
  ]);
  return { namesWithError: [], token: { name: account.profileName, email: account.profileEmail } };
}
