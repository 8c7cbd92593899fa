/** Shape checks of the stream calls' bodies: a parsed value, or the sentence a 400 answers. */
import { STREAM_DATASETS, type StreamDataset } from "../../model/index";

/** SQS's ceiling for ReceiveMessage and DeleteMessageBatch. */
export const MAX_MESSAGES = 10;

type Parsed<T> = { ok: true; value: T } | { ok: false; detail: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export type SubscriptionRequest = {
  clientRequestToken: string;
  dataSetId: StreamDataset;
  destinationArn: string;
  notes: string;
};

export function parseSubscriptionRequest(body: unknown): Parsed<SubscriptionRequest> {
  if (!isObject(body)) return { ok: false, detail: "The request body must be a JSON object." };
  const { clientRequestToken, dataSetId, destinationArn, notes } = body;
  if (typeof clientRequestToken !== "string" || !/^[\w.-]{1,64}$/.test(clientRequestToken)) {
    return { ok: false, detail: "clientRequestToken is required: 1 to 64 letters, digits, '-', '_' or '.'." };
  }
  if (!STREAM_DATASETS.includes(dataSetId as StreamDataset)) {
    return { ok: false, detail: `dataSetId must be one of ${STREAM_DATASETS.join(", ")}.` };
  }
  if (typeof destinationArn !== "string" || !/^arn:aws:sqs:[\w-]+:\d{12}:[\w-]{1,80}$/.test(destinationArn)) {
    return {
      ok: false,
      detail: "destinationArn must be an SQS queue ARN (arn:aws:sqs:<region>:<account>:<name>).",
    };
  }
  if (notes !== undefined && (typeof notes !== "string" || notes.length > 500)) {
    return { ok: false, detail: "notes must be a string of at most 500 characters." };
  }
  return {
    ok: true,
    value: { clientRequestToken, dataSetId: dataSetId as StreamDataset, destinationArn, notes: notes ?? "" },
  };
}

export function parseReceiveRequest(body: unknown): Parsed<{ max: number }> {
  const max = isObject(body) ? (body.MaxNumberOfMessages ?? 1) : undefined;
  if (typeof max !== "number" || !Number.isInteger(max) || max < 1 || max > MAX_MESSAGES) {
    return { ok: false, detail: `MaxNumberOfMessages must be an integer from 1 to ${MAX_MESSAGES}.` };
  }
  return { ok: true, value: { max } };
}

export type DeleteEntry = { Id: string; ReceiptHandle: string };

export function parseDeleteRequest(body: unknown): Parsed<DeleteEntry[]> {
  const entries = isObject(body) ? body.Entries : undefined;
  const valid =
    Array.isArray(entries) &&
    entries.length >= 1 &&
    entries.length <= MAX_MESSAGES &&
    entries.every(
      (entry) => isObject(entry) && typeof entry.Id === "string" && typeof entry.ReceiptHandle === "string",
    );
  if (!valid) {
    return { ok: false, detail: `Entries must hold 1 to ${MAX_MESSAGES} items of {Id, ReceiptHandle}.` };
  }
  return { ok: true, value: entries as DeleteEntry[] };
}
