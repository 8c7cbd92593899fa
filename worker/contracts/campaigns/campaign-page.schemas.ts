/** Path and query of the campaign page's reads: GET /api/campaigns/{profileId}/{campaignId}[/…]. */
import * as v from "valibot";
import { dateRangeQuerySchema } from "../date-range.schemas";
import { profileIdField } from "../profile-id.schemas";

export const campaignParamSchema = v.object({
  profileId: profileIdField,
  campaignId: v.pipe(v.string("Required"), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a campaign id")),
});

export const campaignRangeQuerySchema = dateRangeQuerySchema;
