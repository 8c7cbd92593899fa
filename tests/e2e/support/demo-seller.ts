import { localD1 } from "./local-d1";

export type ManagedSource = "QUICK_LAUNCH" | "MIGRATED";

/**
 * Test setup only: marks the seller's synced campaigns of one marketplace (the US one unless told) as
 * Skupilot's, the way Quick Launch or migration will. Answers the marked campaigns, newest id first.
 */
export function markManagedCampaigns(
  email: string,
  {
    source = "QUICK_LAUNCH" as ManagedSource,
    countryCode = "US",
    limit = 1000,
    states = ["ENABLED", "PAUSED"],
  } = {},
) {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  return localD1<{ campaign_id: string; profile_id: number }>(
    "insert into managed_campaigns (profile_id, campaign_id, source, created_at) " +
      "select c.profile_id, c.campaign_id, " +
      `${quote(source)}, 0 from sp_campaigns c ` +
      "join amazon_profiles p on p.id = c.profile_id " +
      "join amazon_accounts a on a.token_id = p.token_id " +
      "join users u on u.id = a.user_id " +
      `where u.email = ${quote(email)} and p.country_code = ${quote(countryCode)} ` +
      `and c.state in (${states.map(quote).join(", ")}) ` +
      "and not exists (select 1 from managed_campaigns m where m.profile_id = c.profile_id and m.campaign_id = c.campaign_id) " +
      `order by c.campaign_id desc limit ${limit} returning campaign_id, profile_id`,
  );
}

/** The seller's managed campaigns with their names and states, as stored locally. */
export async function managedCampaigns(email: string, source: ManagedSource = "QUICK_LAUNCH") {
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  return localD1<{
    campaign_id: string;
    profile_id: number;
    name: string;
    state: string;
    budget_cents: number;
    targeting_type: string;
  }>(
    "select c.campaign_id, c.profile_id, c.name, c.state, c.budget_cents, c.targeting_type from managed_campaigns m " +
      "join sp_campaigns c on c.profile_id = m.profile_id and c.campaign_id = m.campaign_id " +
      "join amazon_profiles p on p.id = m.profile_id " +
      "join amazon_accounts a on a.token_id = p.token_id " +
      "join users u on u.id = a.user_id " +
      `where u.email = ${quote(email)} and m.source = ${quote(source)} order by c.name`,
  );
}
