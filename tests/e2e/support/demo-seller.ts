import type { Page } from "playwright-core";
import { expect } from "vitest";
import { screenshot } from "./browser";
import { localD1 } from "./local-d1";
import { signUpThroughForm } from "./users";
import { gone, visible } from "./wait";

type SyncRow = { state: string };

/**
 * Signs a new seller up, connects the sandbox's demo seller through its consent page and waits for the
 * first import to finish, so the seller's campaigns and figures are in the local D1.
 */
export async function connectDemoSeller(page: Page) {
  const seller = await signUpThroughForm(page);
  await page.getByRole("button", { name: "Connect account" }).click();
  await page.waitForURL((url) => url.pathname === "/ap/oa");
  await page.getByRole("button", { name: "Allow" }).click();
  await visible(
    page.getByTestId("toast").filter({ hasText: "Your Amazon account is connected successfully" }),
    30_000,
  );
  // Back on the dashboard, with the first import started. A stuck page is kept as a screenshot for diagnosis.
  const dashboard = page.getByRole("heading", { name: "Dashboard", level: 1 });
  try {
    await visible(dashboard, 30_000);
  } catch (error) {
    await screenshot(page, `stuck-after-connect-${Date.now()}`);
    throw error;
  }
  // The status may not be on screen yet (or any more): ask the API too.
  const syncStates = () =>
    page.evaluate(async () => {
      const answer = (await (await fetch("/api/sync/status")).json()) as { data: SyncRow[] };
      return answer.data.length > 0 && answer.data.every((row) => row.state === "SUCCEEDED");
    });
  await expect.poll(syncStates, { timeout: 60_000, interval: 500 }).toBe(true);
  await gone(page.getByRole("status", { name: "Importing your Amazon data" }), 60_000);
  return { email: seller.email, password: seller.password };
}

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
