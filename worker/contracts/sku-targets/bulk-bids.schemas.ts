/**
 * Body of POST /api/campaigns/{profileId}/bulk-bids/preview and /bulk-bids (issue 33 item 1): one bid
 * change (set to, ± amount, ± %) for up to 100 selected keywords and ASIN targets (both lists sent, one
 * may be empty). Pure valibot, shared with the web's bulk bid form.
 */
import * as v from "valibot";
import { BID_MAX, BID_MAX_MESSAGE } from "../amazon-limits";
import { bulkPercentField, signedAmountField } from "../campaigns/bulk-edit.schemas";
import { bidField } from "./targets.schemas";

export const MAX_BULK_BIDS = 100;
export const BULK_BID_KINDS = ["SET_BID", "ADD_BID", "PERCENT_BID"] as const;
export const SELECT_ONE_MESSAGE = "Select at least one keyword or target";
export const TOO_MANY_MESSAGE = `At most ${MAX_BULK_BIDS} keywords and targets at once`;

const entityIdsField = (noun: string) =>
  v.pipe(
    v.array(
      v.pipe(v.string(`Must be a ${noun} id`), v.regex(/^[\w-]{1,40}$/, `Must be a ${noun} id`)),
      "Must be a list",
    ),
    v.maxLength(MAX_BULK_BIDS, TOO_MANY_MESSAGE),
    v.check((ids) => new Set(ids).size === ids.length, `Each ${noun} at most once`),
  );

export const bulkBidChangeSchema = v.variant(
  "kind",
  [
    v.object({ kind: v.literal("SET_BID"), amount: bidField }),
    v.object({ kind: v.literal("ADD_BID"), amount: signedAmountField(BID_MAX, BID_MAX_MESSAGE) }),
    v.object({ kind: v.literal("PERCENT_BID"), percent: bulkPercentField }),
  ],
  `Must be one of ${BULK_BID_KINDS.join(", ")}`,
);

export const bulkBidEditSchema = v.pipe(
  v.object(
    {
      keywordIds: entityIdsField("keyword"),
      targetIds: entityIdsField("target"),
      change: bulkBidChangeSchema,
    },
    // valibot names a missing key with the object's message.
    "Required",
  ),
  v.forward(
    v.check((edit) => edit.keywordIds.length + edit.targetIds.length > 0, SELECT_ONE_MESSAGE),
    ["keywordIds"],
  ),
  v.forward(
    v.check((edit) => edit.keywordIds.length + edit.targetIds.length <= MAX_BULK_BIDS, TOO_MANY_MESSAGE),
    ["keywordIds"],
  ),
);

export type BulkBidChange = v.InferOutput<typeof bulkBidChangeSchema>;
export type BulkBidEdit = v.InferOutput<typeof bulkBidEditSchema>;

/** A bid after the change, in cents (a percentage rounds to the cent). */
export function bidAfterCents(beforeCents: number, change: BulkBidChange) {
  if (change.kind === "SET_BID") return Math.round(change.amount * 100);
  if (change.kind === "ADD_BID") return beforeCents + Math.round(change.amount * 100);
  return Math.round(beforeCents * (1 + change.percent / 100));
}
