import { sql } from "drizzle-orm";
import { campaignBudgetOuts } from "../db/budget-outs-schema";
import type { Database } from "../db/client";

/** Amazon's servingStatus of a campaign that has spent its daily budget and stopped serving for the day. */
export const OUT_OF_BUDGET = "CAMPAIGN_OUT_OF_BUDGET";

/**
 * After a sync stored the profile's campaigns: each one Amazon now says is out of budget is recorded
 * for today at this local hour, unless an earlier sync of the day already saw it (the first hour
 * stays). One statement; a second sync in the same hour changes nothing.
 */
export async function recordBudgetOuts(db: Database, profileId: number, date: string, hour: number) {
  await db.run(sql`
    insert into ${campaignBudgetOuts} (profile_id, campaign_id, date, hour)
    select profile_id, campaign_id, ${date}, ${hour} from sp_campaigns
    where profile_id = ${profileId} and serving_status = ${OUT_OF_BUDGET}
    on conflict do nothing`);
}
