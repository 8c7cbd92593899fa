/**
 * Issue 29, item 7: a UK profile's screens show pounds; 'All' profiles shows US dollars converted at
 * the rates table's date, and says so beside the figures.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DashboardData } from "../../worker/contracts/statistics/dashboard";
import type { Statistics } from "../../worker/contracts/statistics/statistics";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { openInApp } from "./support/open-in-app";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

type Account = { tokenId: number; profiles: { id: number; countryCode: string; currencyCode: string }[] };

const apiData = <T>(page: Page, url: string) =>
  page.evaluate(
    async (path) => ((await (await fetch(path)).json()) as { data: unknown }).data,
    url,
  ) as Promise<T>;

const NOTE = "In US dollars at the rates of 28 Feb, 2025";

describe("each marketplace's money in its own currency (issue 29)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "a UK profile's campaign list shows £; 'All' shows converted US dollars with the note",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const accounts = await apiData<Account[]>(page, "/api/amazon/profiles");
      const account = accounts.find((one) => one.profiles.some((profile) => profile.countryCode === "UK"));
      const uk = account?.profiles.find((profile) => profile.countryCode === "UK");
      if (!account || !uk) throw new Error("the demo seller has no UK profile");
      expect(uk.currencyCode).toBe("GBP");
      await markManagedCampaigns(seller.email, { countryCode: "UK" });

      // The UK profile made current, as the header's picker does.
      await page.evaluate(
        ({ tokenId, profileId }) => {
          const prefix = `${window.location.origin}:skupilot:`;
          window.localStorage.setItem(`${prefix}current-account`, String(tokenId));
          window.localStorage.setItem(`${prefix}current-profile`, String(profileId));
        },
        { tokenId: account.tokenId, profileId: uk.id },
      );
      await page.goto("/quick-launch");
      const table = page.getByRole("table").first();
      await visible(table);
      await expect.poll(() => table.innerText(), { timeout: 20_000 }).toMatch(/£\d/);
      expect(await table.innerText()).not.toMatch(/\$\d/);
      await page.setViewportSize({ width: 1440, height: 900 });
      await screenshot(page, "currency-uk-campaign-list");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "currency-uk-campaign-list-phone");

      // 'All' on the dashboard: ROAS and ACOS from US dollars, and the note.
      await page.setViewportSize({ width: 1440, height: 900 });
      const dashboardCall = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/statistics/dashboard",
      );
      await openInApp(page, "/?profileId=all");
      const dashboardUrl = new URL((await dashboardCall).url());
      expect(dashboardUrl.searchParams.has("profileId")).toBe(false);
      const dashboard = await apiData<DashboardData>(page, `${dashboardUrl.pathname}${dashboardUrl.search}`);
      expect(dashboard.money).toEqual({ currency: "USD", usdRatesDate: "2025-02-28" });
      await visible(page.getByTestId("converted-money-note"));
      expect(await page.getByTestId("converted-money-note").innerText()).toContain(NOTE);
      await screenshot(page, "currency-all-dashboard");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "currency-all-dashboard-phone");

      // 'All' on Analytics: the totals in US dollars, the note beside them.
      await page.setViewportSize({ width: 1440, height: 900 });
      const statisticsCall = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/statistics",
      );
      await openInApp(page, "/analytics?profileId=all");
      const statisticsUrl = new URL((await statisticsCall).url());
      const statistics = await apiData<Statistics>(page, `${statisticsUrl.pathname}${statisticsUrl.search}`);
      expect(statistics.money.currency).toBe("USD");
      const dollars = statistics.total.spend.toLocaleString("en-US", { style: "currency", currency: "USD" });
      await expect.poll(() => page.getByTestId("total-Spend").innerText()).toBe(dollars);
      expect(await page.getByTestId("converted-money-note").innerText()).toContain(NOTE);

      // One UK profile on Analytics: pounds, no note.
      await page.getByLabel("Profiles").selectOption(String(uk.id));
      await expect.poll(() => page.getByTestId("total-Spend").innerText()).toMatch(/^£/);
      expect(await page.getByTestId("converted-money-note").count()).toBe(0);
      await screenshot(page, "currency-uk-analytics");
    },
    CONNECT_TIMEOUT,
  );
});
