import type { AdsClient } from "../amazon/ads-client";
import { AmazonRequestError } from "../amazon/errors";
import {
  deleteStreamMessages,
  receiveStreamMessages,
  STREAM_BATCH,
  STREAM_DATASETS,
  type StreamDataset,
} from "../amazon/marketing-stream";
import type { Database } from "../db/client";
import { storeStreamRows } from "./store-stream-rows";
import { toStreamRows } from "./stream-records";
import { forgetStreamSubscription, streamSubscriptionOf } from "./stream-subscriptions";

/**
 * Receives a dataset takes at most this many times a sync (10 messages each, a message an hour of the
 * profile's records): 500 hours, more than the 15 days a new subscription first receives, so one sync
 * catches up and a backlog never holds a sync for long.
 */
export const MAX_RECEIVES_PER_SYNC = 50;

export type StreamOutcome = { messages: number; skippedRecords: number };

/**
 * The profile's Marketing Stream since the last sync, into sku_hourly_figures: each dataset subscribed
 * once, its messages received in batches, stored, then deleted (a batch that fails to store is not
 * deleted, so it comes back). Records of another profile are skipped, never stored.
 */
export async function syncStream(
  db: Database,
  client: AdsClient,
  profile: { id: number; amazonProfileId: string },
  maxReceives = MAX_RECEIVES_PER_SYNC,
): Promise<StreamOutcome> {
  const outcome: StreamOutcome = { messages: 0, skippedRecords: 0 };
  for (const dataset of STREAM_DATASETS) {
    try {
      await pullDataset(db, client, profile, dataset, outcome, maxReceives);
    } catch (error) {
      if (!(error instanceof AmazonRequestError && error.status === 404)) throw error;
      await forgetStreamSubscription(db, profile.id, dataset);
    }
  }
  return outcome;
}

async function pullDataset(
  db: Database,
  client: AdsClient,
  profile: { id: number; amazonProfileId: string },
  dataset: StreamDataset,
  outcome: StreamOutcome,
  maxReceives: number,
) {
  const subscriptionId = await streamSubscriptionOf(db, client, profile, dataset);
  for (let receive = 0; receive < maxReceives; receive++) {
    const messages = await receiveStreamMessages(client, profile.amazonProfileId, subscriptionId);
    if (messages.length === 0) return;
    const rows = toStreamRows(
      dataset,
      profile.amazonProfileId,
      messages.map((message) => message.Body),
    );
    await storeStreamRows(db, profile.id, rows);
    await deleteStreamMessages(
      client,
      profile.amazonProfileId,
      subscriptionId,
      messages.map((message) => message.ReceiptHandle),
    );
    outcome.messages += messages.length;
    outcome.skippedRecords += rows.skipped;
    // A short batch was all the queue held: an hourly sync usually ends here, one receive a dataset.
    if (messages.length < STREAM_BATCH) return;
  }
}
