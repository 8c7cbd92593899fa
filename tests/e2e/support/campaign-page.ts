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
