import { type AnyColumn, and, eq } from "drizzle-orm";

/** A table whose rows belong to one campaign of one profile. */
type OfCampaign = { profileId: AnyColumn; campaignId: AnyColumn };

/** Join condition: the row of `table` is about the same campaign of the same profile as the row of `other`. */
export const sameCampaign = (table: OfCampaign, other: OfCampaign) =>
  and(eq(table.profileId, other.profileId), eq(table.campaignId, other.campaignId));
