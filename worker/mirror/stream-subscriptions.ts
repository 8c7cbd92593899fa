import { and, eq } from "drizzle-orm";
import type { AdsClient } from "../amazon/ads-client";
import { createStreamSubscription, type StreamDataset } from "../amazon/marketing-stream";
import type { Database } from "../db/client";
import { streamSubscriptions } from "../db/stream-schema";

/**
 * The profile's subscription to a dataset: the one stored, else created once (the token names the
 * profile's row and the dataset, so a retry after a lost answer gets the same subscription back).
 */
export async function streamSubscriptionOf(
  db: Database,
  client: AdsClient,
  profile: { id: number; amazonProfileId: string },
  dataSetId: StreamDataset,
): Promise<string> {
  const [stored] = await db
    .select({ subscriptionId: streamSubscriptions.subscriptionId })
    .from(streamSubscriptions)
    .where(and(eq(streamSubscriptions.profileId, profile.id), eq(streamSubscriptions.dataSetId, dataSetId)));
  if (stored) return stored.subscriptionId;
  const token = `skupilot-${profile.id}-${dataSetId}`;
  const subscriptionId = await createStreamSubscription(client, profile.amazonProfileId, dataSetId, token);
  await db
    .insert(streamSubscriptions)
    .values({ profileId: profile.id, dataSetId, subscriptionId })
    .onConflictDoNothing();
  return subscriptionId;
}

/** Forgets a subscription Amazon no longer knows (404): the next sync subscribes again. */
export async function forgetStreamSubscription(db: Database, profileId: number, dataSetId: StreamDataset) {
  await db
    .delete(streamSubscriptions)
    .where(and(eq(streamSubscriptions.profileId, profileId), eq(streamSubscriptions.dataSetId, dataSetId)));
}
