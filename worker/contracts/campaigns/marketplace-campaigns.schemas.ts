/** Query of GET /api/amazon/campaigns/{profileId} (spec 000 §2.7, §7): the "Amazon Campaigns" dialog's search. */
import * as v from "valibot";
import { profileIdField } from "../profile-id.schemas";

export const MARKETPLACE_STATE_FILTERS = ["ALL", "PAUSED", "ENABLED"] as const;
export const MARKETPLACE_PAGE_SIZE = 10;

export const marketplaceCampaignsParamSchema = v.object({ profileId: profileIdField });

export const marketplaceCampaignsQuerySchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Max length - 200 characters")), ""),
  state: v.optional(v.picklist(MARKETPLACE_STATE_FILTERS, "Must be ALL, PAUSED or ENABLED"), "ALL"),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "Must be a whole number"),
      v.transform(Number),
      v.minValue(1, "Min value - 1"),
      v.maxValue(MARKETPLACE_PAGE_SIZE, `Max value - ${MARKETPLACE_PAGE_SIZE}`),
    ),
    String(MARKETPLACE_PAGE_SIZE),
  ),
  cursor: v.optional(v.pipe(v.string(), v.minLength(1, "Must not be empty"), v.maxLength(1000, "Too long"))),
});

export type MarketplaceCampaignsQuery = v.InferOutput<typeof marketplaceCampaignsQuerySchema>;
