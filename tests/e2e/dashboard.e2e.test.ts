import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DashboardData } from "../../worker/contracts/statistics/dashboard";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { hoverTip } from "./support/ui";
import { visible } from "./support/wait";

const twoDecimals = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const shown = (value: number | null, unit: string) => (value === null ? "-" : `${twoDecimals(value)}${unit}`);

/** Reloads the dashboard and answers what its own call to GET /api/statistics/dashboard answers, asked again. */
async function dashboardFromApi(page: Page) {
  const call = page.waitForResponse((response) => response.url().includes("/api/statistics/dashboard"));
  await page.reload();
  const url = (await call).url();
  expect(new URL(url).searchParams.get("profileId")).toMatch(/^\d+$/);
  const answer = await page.evaluate(async (url) => (await fetch(url)).json(), url);
  return (answer as { data: DashboardData }).data;
}

describe("the dashboard (spec 000 §2.5)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "shows the current profile's managed campaigns and the seven tiles as GET /api/statistics/dashboard answers them",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      await markManagedCampaigns(seller.email, { source: "QUICK_LAUNCH", limit: 3 });
      await markManagedCampaigns(seller.email, { source: "MIGRATED", limit: 2 });
      const data = await dashboardFromApi(page);
      expect(data.quickLaunchCampaignsCount).toBe(3);
      expect(data.migratedCampaignsCount).toBe(2);
      expect(data.roas).not.toBeNull();

      await visible(page.getByRole("heading", { name: "Advertising Automations" }));
      const quickLaunch = page.getByLabel("Quick Launch", { exact: true });
      await visible(quickLaunch.getByText("Total Campaigns"));
      expect(await quickLaunch.getByText("Total Campaigns").locator("xpath=..").innerText()).toContain("3");
      expect(await quickLaunch.getByText("Total Products").locator("xpath=..").innerText()).toContain(
        String(data.advertisedSkusCount),
      );
      const migrated = page.getByLabel("Migrated Campaigns", { exact: true });
      expect(await migrated.getByText("Total Campaigns").locator("xpath=..").innerText()).toContain("2");
      const learnMore = page.getByRole("link", { name: "Learn more about Quick Launch" });
      expect(await learnMore.innerText()).toBe("LEARN MORE");
      expect(
        await page.getByRole("link", { name: "Learn more about Quick Launch" }).getAttribute("href"),
      ).toBe("/quick-launch");
      expect(
        await page.getByRole("link", { name: "Learn more about Migrated Campaigns" }).getAttribute("href"),
      ).toBe("/migrated-campaigns");

      await visible(page.getByRole("heading", { name: "ANALYTICS" }));
      const currency = data.money.currency;
      const money = (value: number) => value.toLocaleString("en-US", { style: "currency", currency });
      const points = (value: number) =>
        `${value.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 })} pts`;
      // Which way is good for the seller: spend is neither (docs/product.md, 000 §2.5).
      const tiles = [
        ["Spend", money(data.spend), data.diffSpend, money, "neither"],
        ["Sales", money(data.sales), data.diffSales, money, "up"],
        [
          "Orders",
          data.orders.toLocaleString("en-US"),
          data.diffOrders,
          (v: number) => v.toLocaleString("en-US"),
          "up",
        ],
        ["ROAS", shown(data.roas, "X"), data.diffRoas, (v: number) => `${twoDecimals(v)}X`, "up"],
        ["ACOS", shown(data.acos, "%"), data.diffAcos, points, "down"],
        ["CTR", shown(data.ctr, "%"), data.diffCtr, points, "up"],
        ["CVR", shown(data.cvr, "%"), data.diffCvr, points, "up"],
      ] as const;
      expect(data.comparison.days).toBe(7);
      const previous = data.comparison.previous;
      expect(previous).not.toBeNull();
      let changes = 0;
      for (const [label, value, change, magnitude, better] of tiles) {
        expect(await page.getByTestId(`tile-${label}`).innerText()).toBe(value);
        const changeText = page.getByTestId(`tile-${label}-change`);
        if (change === null || change === 0) {
          expect(await changeText.count()).toBe(0);
          continue;
        }
        changes++;
        expect(await changeText.innerText()).toBe(`${change > 0 ? "+" : "-"}${magnitude(Math.abs(change))}`);
        const tone = better === "neither" ? "neutral" : change > 0 === (better === "up") ? "good" : "bad";
        expect(await changeText.getAttribute("data-tone")).toBe(tone);
        const color = await changeText.evaluate((node) => getComputedStyle(node).color);
        const [red = 0, green = 0] = (color.match(/\d+/g) ?? []).map(Number);
        if (tone === "good") expect(green).toBeGreaterThan(red);
        if (tone === "bad") expect(red).toBeGreaterThan(green);
        if (tone === "neutral") expect(Math.abs(red - green)).toBeLessThan(30);
        const comparison = page.getByTestId(`tile-${label}-comparison`);
        expect(await comparison.innerText()).toBe("vs previous 7 days");
        // Hovering names the dates compared: the 7 days before the last 7.
        expect(await comparison.getAttribute("title")).toMatch(
          /^\d{2} \w{3}(, \d{4})? – \d{2} \w{3}, \d{4}$/,
        );
      }
      // The demo seller's market moves: most figures changed from one week to the next.
      expect(changes).toBeGreaterThanOrEqual(4);
      // The last 7 days end today: the figures read from sales say how many of their days are still arriving and where they settle.
      await expect
        .poll(() => page.getByTestId("tile-ROAS-note").innerText())
        .toMatch(/^\d days? still arriving\nest\. [\d.]+X when settled$/);
      // The API's estimate, by the attribution-lag model: sales only grow as they arrive.
      expect(data.stillArriving?.roas).toBeGreaterThanOrEqual(data.roas ?? 0);
      expect(await page.getByTestId("tile-CVR-note").innerText()).toMatch(/still arriving/);
      expect(await page.getByTestId("tile-CTR-note").count()).toBe(0);
      // Sales and orders too: their change against 7 settled days reads low until they settle.
      expect(await page.getByTestId("tile-Sales-note").innerText()).toMatch(
        /est\. \$[\d,]+\.\d{2} when settled$/,
      );
      expect(await page.getByTestId("tile-Orders-note").innerText()).toMatch(/est\. [\d,]+ when settled$/);
      expect(data.stillArriving?.sales).toBeGreaterThanOrEqual(data.sales);
      expect(await page.getByTestId("tile-Spend-note").count()).toBe(0);
      await screenshot(page, "dashboard");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "dashboard-phone");
      await page.setViewportSize({ width: 1440, height: 900 });
      await hoverTip(page.getByRole("button", { name: "About ROAS" }), /Return on ad spend/);
    },
    CONNECT_TIMEOUT,
  );

  it(
    "shows the welcome text on a seller's first visits, until they hide it",
    async () => {
      const { page } = browser;
      await signIn(page);
      const welcome = page.getByRole("region", { name: "Welcome" });
      await visible(welcome.getByText(/Skupilot customises and elevates your Amazon advertising/));
      await page.getByRole("button", { name: "Hide the welcome text" }).click();
      expect(await welcome.getByText(/customises and elevates/).count()).toBe(0);
      await page.reload();
      await visible(page.getByRole("heading", { name: "ANALYTICS" }));
      // The heading stays; the description is gone for good, not shown and then removed.
      expect(await welcome.getByRole("heading", { name: /^Welcome, / }).count()).toBe(1);
      expect(await welcome.getByText(/customises and elevates/).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Hide the welcome text" }).count()).toBe(0);
    },
    CONNECT_TIMEOUT,
  );

  it(
    "shows 'No data available' to a seller with nothing managed and no figures yet",
    async () => {
      const { page } = browser;
      await page.route("**/api/statistics/dashboard*", (route) =>
        route.fulfill({
          json: {
            status: "SUCCESS",
            data: {
              quickLaunchCampaignsCount: 0,
              advertisedSkusCount: 0,
              migratedCampaignsCount: 0,
              ...{ roas: null, acos: null, ctr: null, cvr: null },
              ...{ diffRoas: null, diffAcos: null, diffCtr: null, diffCvr: null },
            },
          },
        }),
      );
      await signIn(page);
      await visible(page.getByText("No data available"));
      expect(await page.getByRole("heading", { name: "ANALYTICS" }).count()).toBe(0);
    },
    CONNECT_TIMEOUT,
  );

  it(
    "shows the error view when the figures cannot be loaded",
    async () => {
      const { page } = browser;
      await page.route("**/api/statistics/dashboard*", (route) =>
        route.fulfill({
          status: 500,
          json: { status: "INTERNAL_ERROR", data: { code: 500, message: "boom" } },
        }),
      );
      await signIn(page);
      await visible(page.getByRole("alert").filter({ hasText: "We couldn't load this" }));
    },
    CONNECT_TIMEOUT,
  );
});
