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

      // Hovering the last reported day says why and what it will settle at (the days after it are
      // not reported yet: nothing is drawn there). The plot runs from its 56 px axis to 4 px short of the edge.
      const box = await sales.locator("svg.recharts-surface").boundingBox();
      const through = statistics.reportedThrough ?? statistics.endDate;
      const last = statistics.daily.filter((day) => day.date <= through).length - 1;
      const fraction = last / (statistics.daily.length - 1);
      if (box) await page.mouse.move(box.x + 60 + fraction * (box.width - 64), box.y + box.height / 2);
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
    "offers date presets: 'Last month' charts last month over the previous 30-odd days, named in the legend",
    async () => {
      const { page } = browser;
      await signIn(page);
      const { url } = await openAnalytics(page);
      expect(url.searchParams.get("compare")).toBe("PREVIOUS");
      const period = page.getByLabel("Period");
      expect(await period.inputValue()).toBe("LAST_7_DAYS");
      await visible(page.getByLabel("Spend & Sales chart").getByText("previous 7 days"));

      const call = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === "/api/statistics" &&
          new URL(response.url()).searchParams.get("startDate") !== url.searchParams.get("startDate"),
      );
      await period.selectOption({ label: "Last month" });
      const asked = new URL((await call).url());
      const answer = await page.evaluate(async (url) => (await fetch(url)).json(), asked.toString());
      const statistics = (answer as { data: Statistics }).data;
      // Last month: from its 1st to its last day; the previous period is as long and ends the day before.
      expect(statistics.startDate.endsWith("-01")).toBe(true);
      expect(statistics.previous?.endDate).toBe(
        new Date(Date.parse(`${statistics.startDate}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
      );
      const days = statistics.daily.length;
      expect(statistics.previous?.daily).toHaveLength(days);
      expect(new URL(page.url()).searchParams.get("startDate")).toBe(statistics.startDate);
      expect(await period.inputValue()).toBe("LAST_MONTH");

      for (const title of ["Spend & Sales", "ACOS & ROAS", "Impressions & Clicks"]) {
        const chart = page.getByLabel(`${title} chart`);
        await visible(chart.getByTestId("previous-period-legend").getByText(`previous ${days} days`));
        expect(await chart.locator(".recharts-line-curve[stroke-dasharray='4 3']").count()).toBeGreaterThan(
          0,
        );
      }
      // A range that ended before today: nothing of it is partial.
      expect(await page.getByText("Today so far").count()).toBe(0);

      const chart = page.getByLabel("Spend & Sales chart");
      const box = await chart.locator("svg.recharts-surface").boundingBox();
      if (box) await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
      await visible(chart.getByTestId("previous-period-tooltip"));
      await screenshot(page, "analytics-last-month");
      await page.setViewportSize({ width: 390, height: 844 });
      await visible(chart.getByTestId("previous-period-legend"));
      await screenshot(page, "analytics-last-month-phone");
    },
    CONNECT_TIMEOUT,
  );

  it(
    "shades the days not reported yet instead of drawing them as zeros, with straight lines between days",
    async () => {
      const { page } = browser;
      await signIn(page);
      const { statistics } = await openAnalytics(page);
      const impressions = page.getByLabel("Impressions & Clicks chart");
      await visible(impressions.locator("svg.recharts-surface"));
      const unreported = statistics.daily.filter(
        (day) => statistics.reportedThrough === null || day.date > statistics.reportedThrough,
      );
      if (unreported.length > 0) {
        await visible(impressions.getByText("Not reported yet"));
        // Hovering the first day not reported says why there is no line there.
        const sales = page.getByLabel("Spend & Sales chart");
        const box = await sales.locator("svg.recharts-surface").boundingBox();
        const fraction = (statistics.daily.length - unreported.length) / (statistics.daily.length - 1);
        if (box) await page.mouse.move(box.x + 60 + fraction * (box.width - 64) - 2, box.y + box.height / 2);
        await visible(sales.getByTestId("not-reported-tooltip"));
      }
      // Straight lines between real days: no smoothing curve commands in the paths.
      const path = await impressions.locator(".recharts-line-curve").first().getAttribute("d");
      expect(path).not.toMatch(/C/);
      await screenshot(page, "analytics-not-reported");

      await page.getByLabel("Period").selectOption({ label: "Last 14 days" });
      await visible(impressions.getByTestId("previous-period-legend").getByText("previous 14 days"));
      expect(new URL(page.url()).searchParams.get("startDate")).not.toBeNull();
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
