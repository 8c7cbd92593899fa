/**
 * Amazon Marketing Stream: the hourly sp-traffic and sp-conversion datasets. A subscription is
 * created through the Ads API (`POST /streams/subscriptions`); Amazon then delivers its records as
 * messages to the subscription's destination queue, which is read as SQS is (receive, then delete by
 * receipt handle; a message not deleted comes back). Locally the sandbox serves that queue behind the
 * Ads auth of the subscription's profile (docs/sandbox.md "Marketing Stream").
 */
import type { AdsClient } from "./ads-client";

export const STREAM_DATASETS = ["sp-traffic", "sp-conversion"] as const;
export type StreamDataset = (typeof STREAM_DATASETS)[number];

/** The queue Amazon delivers to: Skupilot's (production would name its own; the sandbox accepts any). */
export const STREAM_DESTINATION_ARN = "arn:aws:sqs:us-east-1:000000000000:skupilot-marketing-stream";
/** SQS's ceiling for one receive and one delete batch. */
export const STREAM_BATCH = 10;

export type StreamMessage = { MessageId: string; ReceiptHandle: string; Body: string };

/** Subscribes the profile to a dataset; the same `clientRequestToken` answers the same subscription. */
export async function createStreamSubscription(
  client: AdsClient,
  profileId: string,
  dataSetId: StreamDataset,
  clientRequestToken: string,
): Promise<string> {
  const answer = await client.send<{ subscriptionId: string }>({
    method: "POST",
    path: "/streams/subscriptions",
    profileId,
    body: {
      clientRequestToken,
      dataSetId,
      destinationArn: STREAM_DESTINATION_ARN,
      notes: "Skupilot day parting",
    },
  });
  return answer.subscriptionId;
}

/** Up to STREAM_BATCH delivered messages; each stays hidden until deleted or handed out again later. */
export async function receiveStreamMessages(
  client: AdsClient,
  profileId: string,
  subscriptionId: string,
): Promise<StreamMessage[]> {
  const answer = await client.send<{ Messages?: StreamMessage[] }>({
    method: "POST",
    path: `/streams/subscriptions/${encodeURIComponent(subscriptionId)}/messages/receive`,
    profileId,
    body: { MaxNumberOfMessages: STREAM_BATCH },
  });
  return answer.Messages ?? [];
}

/** Acknowledges handled messages by their receipt handles (at most STREAM_BATCH). */
export async function deleteStreamMessages(
  client: AdsClient,
  profileId: string,
  subscriptionId: string,
  receiptHandles: string[],
): Promise<void> {
  if (receiptHandles.length === 0) return;
  await client.send({
    method: "POST",
    path: `/streams/subscriptions/${encodeURIComponent(subscriptionId)}/messages/delete`,
    profileId,
    body: { Entries: receiptHandles.map((ReceiptHandle, index) => ({ Id: String(index), ReceiptHandle })) },
  });
}
