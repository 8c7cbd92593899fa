import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CampaignList, CampaignListRow } from "../../worker/contracts/campaigns/campaign-list";
import { accountFixtures, answerApi, withAccounts } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { sharedSellerOverHttp } from "./support/seller-over-http";
import { flip, focusTip } from "./support/ui";
import { gone, visible } from "./support/wait";

/** 23 campaigns of profile 21, 10 a page: figures on most, none on some, states the switch cannot change. */
const STATES = ["ENABLED", "PAUSED", "ARCHIVED", "PENDING_REVIEW"];
const campaign = (index: number): CampaignListRow => ({
  id: String(9000 + index),
  name: `Campaign ${String(index).padStart(2, "0")}${index === 4 ? ', "Kitchen", knives' : ""}`,
  state: STATES[index % 4] ?? "ENABLED",
  targetingType: index % 2 ? "MANUAL" : "AUTO",
  startDate: "2026-01-05",
  budget: { budget: 10 + index },
  dynamicBidding: { strategy: "LEGACY_FOR_SALES", placementBidding: [] },
  report:
    index % 5 === 0
      ? undefined
      : {
          impressions: 12000 + index * 1000,
          clicks: 100 + index,
          spend: 50.5 + index,
          sales: 1234.25 + index,
          unitsSoldClicks: 20 + index,
          roas: 3.5,
          acos: 28.57,
          ctr: 0.83,
          cvr: 11.11,
        },
});
const ALL = Array.from({ length: 23 }, (_, index) => campaign(index + 1));
const TOTAL = {
  count: 23,
  impressions: 1_234_567,
  clicks: 4321,
  spend: 9876.54,
  sales: 45678.9,
  unitsSoldClicks: 812,
  roas: 4.62,
  acos: 21.62,
  ctr: 0.35,
  cvr: 18.79,
};

/** Answers the Quick Launch list from ALL, filtered and paged as the API does; records each query. */
async function fakeList(page: Page, path = "/api/campaigns/21/page") {
  const queries: URLSearchParams[] = [];
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      const query = new URL(route.request().url()).searchParams;
      queries.push(query);
      const name = query.get("name") ?? "";
      const rows = ALL.filter((row) => row.name.toLowerCase().includes(name.toLowerCase()))
        .filter((row) => (query.get("state") ?? "ALL") === "ALL" || row.state === query.get("state"))
        .filter(
          (row) =>
            (query.get("targeting") ?? "ALL") === "ALL" || row.targetingType === query.get("targeting"),
        );
      const limit = Number(query.get("limit") ?? 10);
      const pageNumber = Number(query.get("page") ?? 1);
      const data: CampaignList = {
        campaigns: rows.slice((pageNumber - 1) * limit, pageNumber * limit),
        total: { ...TOTAL, count: rows.length },
        totalPages: Math.ceil(rows.length / limit),
      };
      return route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ status: "SUCCESS", data }),
      });
    },
  );
  return queries;
}

describe("campaign list screens (spec 000 §2.6, §2.7) on answered lists", () => {
  const browser = useBrowser();
  // The lists are answered: any signed-in seller will do, one for the file.
  const signIn = sharedSellerOverHttp();
  const table = (page: Page) => page.getByRole("table", { name: "Quick Launch" });
  const ready = (page: Page) => visible(page.locator('table[aria-busy="false"]'), 15_000);
  const rangeText = (page: Page) => page.getByTestId("item-range").innerText();

  async function openQuickLaunch(page: Page) {
    await signIn(page);
    await withAccounts(page, [accountFixtures.store]);
    const queries = await fakeList(page);
    await page.goto("/quick-launch");
    await ready(page);
    return queries;
  }

  it("shows figures right-aligned, '-' without a report, raw states without a switch, a Total row and tips", async () => {
    const { page } = browser;
    const queries = await openQuickLaunch(page);
    expect(queries[0]?.get("page")).toBe("1");
    expect(queries[0]?.get("limit")).toBe("10");
    expect(queries[0]?.get("targeting")).toBe("ALL");
    expect(queries[0]?.get("state")).toBe("ALL");

    const rows = table(page).locator("tbody tr");
    expect(await rows.count()).toBe(10);
    // The first cell holds the row's selection checkbox, the second its Active switch.
    const first = await rows.nth(0).locator("td").allInnerTexts();
    expect(first.slice(2)).toEqual([
      "Campaign 01",
      "Paused",
      "Manual targeting",
      "05 Jan, 2026",
      "$11.00",
      "13,000",
      "101",
      "$51.50",
      "$1,235.25 / 21",
      "3.50X",
      "28.57%",
      "0.83%",
      "11.11%",
    ]);
    const noReport = await rows.nth(4).locator("td").allInnerTexts();
    expect(noReport.slice(7)).toEqual(["-", "-", "-", "-", "-", "-", "-", "-"]);
    // Only ENABLED and PAUSED have a switch; ARCHIVED and raw values read as they are.
    expect(await rows.nth(2).locator("td").nth(3).innerText()).toBe("PENDING_REVIEW");
    expect(
      await rows
        .nth(2)
        .getByRole("checkbox", { name: /^Active: / })
        .count(),
    ).toBe(0);
    expect(await rows.nth(1).locator("td").nth(3).innerText()).toBe("Archived");
    expect(
      await rows
        .nth(1)
        .getByRole("checkbox", { name: /^Active: / })
        .count(),
    ).toBe(0);
    expect(
      await rows.nth(3).getByRole("checkbox", { name: 'Active: Campaign 04, "Kitchen", knives' }).isChecked(),
    ).toBe(true);
    // Budgets are editable only on enabled campaigns.
    expect(await page.getByRole("button", { name: /^Edit budget of / }).count()).toBe(2);

    const align = await rows
      .nth(0)
      .locator("td")
      .nth(7)
      .evaluate((cell) => getComputedStyle(cell).textAlign);
    expect(["right", "end"]).toContain(align);

    const totals = await page.getByTestId("totals-row").locator("td").allInnerTexts();
    expect(totals.slice(1, 3)).toEqual(["Total", "23 campaigns"]);
    expect(totals.slice(7)).toEqual([
      "1,234,567",
      "4,321",
      "$9,876.54",
      "$45,678.90 / 812",
      "4.62X",
      "21.62%",
      "0.35%",
      "18.79%",
    ]);

    // The default range ends today: the figures read from sales are not final yet.
    expect(await page.getByTestId("still-arriving-caption").innerText()).toMatch(
      /^Sales, units, ROAS, ACOS and CVR include \d days? still arriving: Amazon reports sales for up to 7 days after the click\.$/,
    );
    await screenshot(page, "quick-launch-figures");
    const tip = await focusTip(page.getByRole("button", { name: "About ACOS" }));
    await visible(tip.filter({ hasText: "Advertising cost of sales" }));
    expect(
      await table(page)
        .getByRole("button", { name: /^About / })
        .count(),
    ).toBe(14);
  });

  it("pages with 'x-y of N items' and 'of N pages', Prev/Next disabled at the ends; filters go back to page 1", async () => {
    const { page } = browser;
    const queries = await openQuickLaunch(page);
    const prev = page.getByRole("button", { name: "Prev" });
    const next = page.getByRole("button", { name: "Next" });
    const pageSelect = page.getByLabel("Page", { exact: true });

    expect(await rangeText(page)).toBe("1-10 of 23 items");
    expect(await page.getByTestId("page-count").innerText()).toBe("of 3 pages");
    expect(await prev.isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => rangeText(page)).toBe("11-20 of 23 items");
    expect(await pageSelect.inputValue()).toBe("2");
    await pageSelect.selectOption("3");
    await expect.poll(() => rangeText(page)).toBe("21-23 of 23 items");
    expect(await next.isDisabled()).toBe(true);
    expect(await prev.isDisabled()).toBe(false);
    expect(queries.at(-1)?.get("page")).toBe("3");

    // Each filter change starts again at page 1.
    await page.getByLabel("Targeting", { exact: true }).selectOption("AUTO");
    await expect.poll(() => rangeText(page)).toBe("1-10 of 11 items");
    expect(queries.at(-1)?.get("targeting")).toBe("AUTO");
    expect(queries.at(-1)?.get("page")).toBe("1");
    await next.click();
    await expect.poll(() => pageSelect.inputValue()).toBe("2");
    await page.getByLabel("State", { exact: true }).selectOption("ENABLED");
    await expect.poll(() => pageSelect.inputValue()).toBe("1");
    // The select shows page 1 before the list is asked for again.
    await expect.poll(() => queries.at(-1)?.get("state")).toBe("ENABLED");
    expect(queries.at(-1)?.get("page")).toBe("1");
    await page.getByLabel("Targeting", { exact: true }).selectOption("ALL");
    await page.getByLabel("State", { exact: true }).selectOption("ALL");
    await page.getByLabel("Items per page").selectOption("20");
    await expect.poll(() => rangeText(page)).toBe("1-20 of 23 items");
    expect(await page.getByTestId("page-count").innerText()).toBe("of 2 pages");
    await next.click();
    await expect.poll(() => rangeText(page)).toBe("21-23 of 23 items");

    // The search is sent once, 700 ms after typing stops, and goes back to page 1.
    const before = queries.length;
    const searchSentAt: number[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).searchParams.get("name")) searchSentAt.push(Date.now());
    });
    const searchBox = page.getByLabel("Search campaigns");
    const keystrokesAt = await recordInputTimes(searchBox);
    await searchBox.pressSequentially("Campaign 1", { delay: 60 });
    const typingStoppedAt = Date.now();
    await expect.poll(() => rangeText(page)).toBe("1-10 of 10 items");
    const sent = queries.slice(before).map((query) => query.get("name"));
    // On a loaded machine one keystroke can come more than the 700 ms after the one before it: what was
    // typed until then is then asked for too, as it would be for a seller who paused there.
    const pauses = await keystrokesAt();
    if (pauses.every((gap) => gap < SEARCH_DEBOUNCE_MS - 100)) expect(sent).toEqual(["Campaign 1"]);
    else {
      expect(sent.at(-1)).toBe("Campaign 1");
      for (const name of sent) expect("Campaign 1".startsWith(name ?? "-")).toBe(true);
    }
    expect((searchSentAt.at(-1) ?? 0) - typingStoppedAt).toBeGreaterThanOrEqual(400);
    expect(queries.at(-1)?.get("page")).toBe("1");

    // A date range from the address bar outside the past month falls back to the last 7 days.
    const range = {
      start: queries.at(-1)?.get("startDate") ?? "",
      end: queries.at(-1)?.get("endDate") ?? "",
    };
    expect((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000).toBe(6);
    await page.goto("/quick-launch?startDate=2000-01-01&endDate=2000-01-07");
    await ready(page);
    expect(queries.at(-1)?.get("startDate")).toBe(range.start);

    await page.getByLabel("Search campaigns").fill("nothing like this");
    await visible(page.getByText("No data available"));
    await visible(page.getByText("Please try adjusting your filters to see performance data"));
    expect(await rangeText(page)).toBe("0-0 of 0 items");
  });

  it("selects rows, the page's rows, then all 23 matching; the bar counts them and a filter change clears them", async () => {
    const { page } = browser;
    await openQuickLaunch(page);
    const bar = page.getByRole("status", { name: "Selection" });
    expect(await bar.count()).toBe(0);

    await flip(page.getByRole("checkbox", { name: "Select Campaign 01", exact: true }));
    await flip(page.getByRole("checkbox", { name: "Select Campaign 03", exact: true }));
    await visible(bar.filter({ hasText: "2 campaigns selected" }));
    expect(await bar.getByRole("button", { name: /^Select all/ }).count()).toBe(0);

    await flip(page.getByRole("checkbox", { name: "Select all rows on this page" }));
    await visible(bar.filter({ hasText: "10 campaigns selected" }));
    expect(await page.getByRole("checkbox", { name: "Select Campaign 10", exact: true }).isChecked()).toBe(
      true,
    );
    await bar.getByRole("button", { name: "Select all 23 matching campaigns" }).click();
    await visible(bar.filter({ hasText: "All 23 matching campaigns selected" }));

    // Unticking a row goes back to the ticked rows.
    await flip(page.getByRole("checkbox", { name: "Select Campaign 02", exact: true }));
    await visible(bar.filter({ hasText: "9 campaigns selected" }));
    await screenshot(page, "quick-launch-selection");

    await page.getByLabel("State", { exact: true }).selectOption("PAUSED");
    await ready(page);
    await gone(bar);
  });

  it("the date picker shows two months, only the past month selectable, and sends the chosen range", async () => {
    const { page } = browser;
    const queries = await openQuickLaunch(page);
    const end = queries[0]?.get("endDate") ?? "";
    await page.getByRole("button", { name: "Date range" }).click();
    const grids = page.getByRole("grid");
    await visible(grids.first());
    expect(await grids.count()).toBe(2);
    await screenshot(page, "quick-launch-date-picker");
    // The day after today and the day before a month ago are not selectable.
    const enabledDays = page.locator(".rdp-day:not(.rdp-disabled):not(.rdp-hidden) button");
    const days = await enabledDays.count();
    expect(days).toBeGreaterThanOrEqual(29);
    expect(days).toBeLessThanOrEqual(32);
    await enabledDays.nth(0).click();
    await enabledDays.nth(2).click();
    await expect.poll(() => queries.at(-1)?.get("endDate") !== end).toBe(true);
    const chosen = queries.at(-1);
    expect(
      (Date.parse(chosen?.get("endDate") ?? "") - Date.parse(chosen?.get("startDate") ?? "")) / 86_400_000,
    ).toBe(2);
    expect(new URL(page.url()).searchParams.get("startDate")).toBe(chosen?.get("startDate"));
    expect(chosen?.get("page")).toBe("1");
  });

  it("asks to 'Select a Sponsored Ad Account' without a profile, and shows the error view when the list fails", async () => {
    const { page } = browser;
    await signIn(page);
    await withAccounts(page, [accountFixtures.bare]);
    await page.goto("/quick-launch");
    await visible(page.getByText("Select a Sponsored Ad Account"));
    await page.goto("/migrated-campaigns");
    await visible(page.getByText("Select a Sponsored Ad Account"));

    await page.unrouteAll();
    await withAccounts(page, [accountFixtures.store]);
    await answerApi(page, "/campaigns/21/migrated", 500, {
      status: "INTERNAL_ERROR",
      data: { code: 500, message: "Something went wrong" },
    });
    await page.goto("/migrated-campaigns");
    await visible(page.getByRole("alert").filter({ hasText: "We couldn't load this" }));
  });
});

/** Spec 000 §9: search typing waits this long before it asks the server. */
const SEARCH_DEBOUNCE_MS = 700;

/** Records when each input event reaches the field; answers the gaps between them, in ms. */
async function recordInputTimes(field: Locator) {
  await field.evaluate((input) => {
    const times: number[] = [];
    Object.assign(window, { inputTimes: times });
    input.addEventListener("input", () => times.push(performance.now()));
  });
  return async () => {
    const times = await field.evaluate(() => (window as unknown as { inputTimes: number[] }).inputTimes);
    return times.slice(1).map((at, index) => at - (times[index] ?? at));
  };
}
