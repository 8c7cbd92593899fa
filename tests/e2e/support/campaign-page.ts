import type { Page } from "playwright-core";
import { localD1 } from "./local-d1";

/** An API answer's `data`, fetched in the page with the signed-in seller's cookie. */
export const apiData = <T>(page: Page, path: string) =>
  page.evaluate(
    async (path) => ((await (await fetch(path)).json()) as { data: unknown }).data,
    path,
  ) as Promise<T>;

/** The seller's managed campaign with the most rows in an entity table, by a condition on that table. */
export async function campaignWithMost(email: string, table: "sp_keywords" | "sp_targets", where: string) {
  const [row] = await localD1<{ campaign_id: string; profile_id: number }>(
    `select e.campaign_id, e.profile_id from ${table} e ` +
      "join managed_campaigns m on m.profile_id = e.profile_id and m.campaign_id = e.campaign_id " +
      "join amazon_profiles p on p.id = e.profile_id join amazon_accounts a on a.token_id = p.token_id " +
      `join users u on u.id = a.user_id where u.email = '${email}' and ${where} ` +
      "group by e.profile_id, e.campaign_id order by count(*) desc limit 1",
  );
  if (!row) throw new Error(`the demo seller has no ${table} rows where ${where}`);
  return { campaignId: row.campaign_id, profileId: row.profile_id };
}

/** The seller's managed campaign with the most search-term rows, and its last 7 days with figures. */
export async function campaignWithSearchTerms(email: string) {
  const [row] = await localD1<{ campaign_id: string; profile_id: number; last: string }>(
    "select s.campaign_id, s.profile_id, max(s.date) as last from search_term_metrics s " +
      "join managed_campaigns m on m.profile_id = s.profile_id and m.campaign_id = s.campaign_id " +
      "join amazon_profiles p on p.id = s.profile_id join amazon_accounts a on a.token_id = p.token_id " +
      `join users u on u.id = a.user_id where u.email = '${email}' ` +
      "group by s.profile_id, s.campaign_id order by count(*) desc limit 1",
  );
  if (!row) throw new Error("the demo seller has no search terms");
  return { campaignId: row.campaign_id, profileId: row.profile_id, ...weekEndingOn(row.last) };
}

/** The 7 days ending on a day with figures. */
export function weekEndingOn(last: string) {
  const end = new Date(`${last}T00:00:00Z`);
  return { startDate: new Date(end.getTime() - 6 * 86_400_000).toISOString().slice(0, 10), endDate: last };
}
