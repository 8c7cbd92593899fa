import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Statistics } from "../../worker/contracts/statistics/statistics";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { sharedDemoSellerSession } from "./support/demo-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

const money = (value: number) => value.toLocaleString("en-US", { style: "currency", currency: "USD" });
const count = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 0 });

/** Opens /analytics and answers the URL of its GET /api/statistics call and that call's data, asked again. */
async function openAnalytics(page: Page, path = "/analytics") {
  const call = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/statistics");
  await page.goto(path);
  const url = (await call).url();
  const answer = await page.evaluate(async (url) => (await fetch(url)).json(), url);
  return { url: new URL(url), statistics: (answer as { data: Statistics }).data };
}

describe("the Analytics screen (issue 5)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSellerSession();

  it(
    "charts the profile's last 7 days, totals them as the API does and lists the top campaigns",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      await markManagedCampaigns(seller.email, { source: "QUICK_LAUNCH", limit: 3 });
      const { url, statistics } = await openAnalytics(page);
      expect(url.searchParams.get("profileId")).toMatch(/^\d+$/);
      expect(statistics.daily.length).toBe(7);
      expect(statistics.total.impressions).toBeGreaterThan(0);

      await visible(page.getByRole("heading", { name: "Analytics", level: 1 }));
      expect(await page.getByTestId("total-Spend").innerText()).toBe(money(statistics.total.spend));
      expect(await page.getByTestId("total-Sales").innerText()).toBe(money(statistics.total.sales));
      expect(await page.getByTestId("total-Impressions").innerText()).toBe(
        count(statistics.total.impressions),
      );
      expect(await page.getByTestId("total-Clicks").innerText()).toBe(count(statistics.total.clicks));

      for (const title of ["Spend & Sales", "ACOS & ROAS", "Impressions & Clicks"]) {
        const chart = page.getByLabel(`${title} chart`);
        await visible(chart.locator("svg.recharts-surface"));
        expect(await chart.locator(".recharts-line path, .recharts-area path").count()).toBeGreaterThan(0);
      }
      const chart = page.getByLabel("Spend & Sales chart");
      const box = await chart.locator("svg.recharts-surface").boundingBox();
      if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await visible(chart.getByText(/^\d{2} \w{3}, \d{4}$/));

      const table = page.getByRole("table", { name: "Top campaigns" });
      await visible(table);
      expect(await table.locator("tbody tr").count()).toBe(statistics.topCampaigns.length);
      const [first] = statistics.topCampaigns;
      if (first)
        expect(await table.locator("tbody tr").first().locator("td").first().innerText()).toBe(first.name);
      await screenshot(page, "analytics");
      await page.getByRole("button", { name: "Switch to dark mode" }).click();
      await screenshot(page, "analytics-dark");

      const download = page.waitForEvent("download");
      await page
        .getByRole("region", { name: "Top campaigns" })
        .getByRole("button", { name: "Export CSV" })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^top-campaigns-.*\.csv$/);
    },
    CONNECT_TIMEOUT,
  );

  it(
    "marks the last days' sales as still arriving, with what they will settle at, on the charts and tiles",
    async () => {
      const { page } = browser;
      await signIn(page);
      const { url, statistics } = await openAnalytics(page);
      const sales = page.getByLabel("Spend & Sales chart");
      await visible(sales.locator("svg.recharts-surface"));
      // The range ends today: its sales are still arriving; impressions and clicks are final when reported.
      await visible(sales.getByText("Still arriving", { exact: true }).first());
      await visible(page.getByLabel("ACOS & ROAS chart").getByText("Est. when settled"));
      expect(await page.getByLabel("Impressions & Clicks chart").getByText("Still arriving").count()).toBe(0);
      expect(await sales.locator(".recharts-area-curve[stroke-dasharray='6 4']").count()).toBeGreaterThan(0);

      expect(await page.getByTestId("total-Sales-note").innerText()).toMatch(
        /^\d days? still arriving\n(est\. \$[\d,.]+ when settled|too early to estimate)$/,
      );
      // The same model on both sides: the dashboard's last 7 days settle where these tiles say.
      const profileId = url.searchParams.get("profileId");
      const answer = await page.evaluate(
        async (id) => (await fetch(`/api/statistics/dashboard?profileId=${id}`)).json(),
        profileId,
      );
      const lag = (answer as { data: { stillArriving: { days: number; roas: number } } }).data.stillArriving;
      expect(await page.getByTestId("total-ROAS-note").innerText()).toBe(
        `${lag.days} days still arriving\nest. ${lag.roas.toFixed(2)}X when settled`,
      );
      expect(await page.getByTestId("total-Spend-note").count()).toBe(0);
      expect(await page.getByTestId("total-Clicks-note").count()).toBe(0);
      expect(await page.getByTestId("total-Sales").innerText()).toBe(money(statistics.total.sales));

      // Hovering the last day says why and what it will settle at.
      const box = await sales.locator("svg.recharts-surface").boundingBox();
      if (box) await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2);
      await visible(sales.getByTestId("still-arriving-tooltip"));
      expect(await sales.getByTestId("still-arriving-tooltip").innerText()).toMatch(
        /^Still arriving: Amazon reports sales for up to 7 days after the click; (estimated to settle at \$[\d,.]+|too early to estimate)$/,
      );
      // The day before today, for the picture: its estimate in the hover card.
      if (box) await page.mouse.move(box.x + box.width * 0.84, box.y + box.height / 2);
      await screenshot(page, "analytics-still-arriving");
      await page.setViewportSize({ width: 390, height: 844 });
      await visible(sales.getByText("Still arriving", { exact: true }).first());
      await screenshot(page, "analytics-still-arriving-phone");
    },
    CONNECT_TIMEOUT,
  );

  it(
    "asks for the chosen state and keeps it in the address bar",
    async () => {
      const { page } = browser;
      await signIn(page);
      await openAnalytics(page);
      const call = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === "/api/statistics" &&
          new URL(response.url()).searchParams.get("state") === "PAUSED",
      );
      await page.getByLabel("State").selectOption("PAUSED");
      await call;
      expect(new URL(page.url()).searchParams.get("state")).toBe("PAUSED");
    },
    CONNECT_TIMEOUT,
  );

  it(
    "shows the error view when the statistics cannot be loaded",
    async () => {
      const { page } = browser;
      await signIn(page);
      await page.route(
        (url) => url.pathname === "/api/statistics",
        (route) =>
          route.fulfill({
            status: 500,
            json: { status: "INTERNAL_ERROR", data: { code: 500, message: "boom" } },
          }),
      );
      await page.goto("/analytics");
      await visible(page.getByRole("alert").filter({ hasText: "We couldn't load this" }));
    },
    CONNECT_TIMEOUT,
  );
});
