import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { itemRangeText } from "../../web/src/components/pagination/pagination-text";
import { downloadedBytes, screenshot, useBrowser } from "./support/browser";
import { managedCampaigns, markManagedCampaigns } from "./support/demo-seller";
import { openInApp } from "./support/open-in-app";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { focusTip } from "./support/ui";
import { visible } from "./support/wait";

type Profile = { id: number; countryCode: string };

const CSV_HEADER =
  "Campaigns,State,Targeting type,Start date,Budget (USD),Impressions,Clicks,Spend (USD),Sales (USD)/Orders,ROAS,ACOS,CTR,CVR";
const HINT = "Please try adjusting your filters to see performance data";

describe("the Quick Launch and Migrated campaign lists on the sandbox's demo seller", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();
  let profile: Profile;

  const currentProfile = (page: Page) =>
    page.evaluate(async () => {
      const answer = (await (await fetch("/api/amazon/profiles")).json()) as {
        data: { profiles: Profile[] }[];
      };
      return answer.data[0]?.profiles[0] as Profile;
    });

  /** The demo seller, seeded once for the file; its current profile's campaigns split between the lists. */
  async function signedInSeller(page: Page) {
    const seller = await signIn(page);
    if (!profile) {
      profile = await currentProfile(page);
      await markManagedCampaigns(seller.email, { countryCode: profile.countryCode, source: "QUICK_LAUNCH" });
    }
    return seller;
  }

  const table = (page: Page) => page.getByRole("table", { name: "Quick Launch" });
  const bodyRows = (page: Page) => table(page).locator("tbody tr");
  const rangeText = (page: Page) => page.getByTestId("item-range").innerText();
  const waitForRows = (page: Page) => visible(page.locator('table[aria-busy="false"]'), 15_000);

  it("lists the managed campaigns with figures, a Total row, header tips and the last 7 days; Export CSV downloads the rows on screen", async () => {
    const { page } = browser;
    const { email } = await signedInSeller(page);
    const campaigns = await managedCampaigns(email);
    expect(campaigns.length).toBeGreaterThan(0);

    await page.goto("/quick-launch");
    await visible(page.getByRole("heading", { name: "Quick Launch", level: 1 }));
    expect(await page.getByRole("link", { name: "Add/Edit Advertised SKUs" }).getAttribute("href")).toBe(
      "/advertised-sku",
    );
    await waitForRows(page);
    expect(await bodyRows(page).count()).toBe(Math.min(10, campaigns.length));

    const headers = await table(page).locator("thead th").allInnerTexts();
    // The first header holds the checkbox that selects the page's rows.
    expect(headers.map((text) => text.trim())).toEqual([
      "",
      "Active",
      "Campaigns",
      "State",
      "Targeting type",
      "Start date",
      "Budget",
      "Impressions",
      "Clicks",
      "Spend",
      "Sales/Orders",
      "ROAS",
      "ACOS",
      "CTR",
      "CVR",
    ]);
    expect(
      await table(page)
        .getByRole("button", { name: /^About / })
        .count(),
    ).toBe(14);
    await screenshot(page, "quick-launch-list");
    const tip = await focusTip(page.getByRole("button", { name: "About ROAS" }));
    await visible(tip.filter({ hasText: "Return on ad spend" }));

    const totals = page.getByTestId("totals-row");
    await visible(totals);
    expect(await totals.innerText()).toContain("Total");
    expect(await totals.innerText()).toContain(`${campaigns.length} campaign`);
    // The demo seller has 14 days of history: the week's totals carry figures.
    const totalCells = await totals.locator("td").allInnerTexts();
    expect(totalCells[7]).toMatch(/^[\d,]+$/);
    expect(totalCells[9]).toMatch(/^\$[\d,]+\.\d\d$/);

    // The first name links to its campaign page with the range: the last 7 marketplace days.
    const first = [...campaigns].sort((a, b) => (a.name < b.name ? -1 : 1))[0];
    const link = table(page).getByRole("link").first();
    const href = new URL((await link.getAttribute("href")) ?? "", "http://x");
    expect(href.pathname).toMatch(/^\/campaign\/\d+/);
    const start = href.searchParams.get("startDate") ?? "";
    const end = href.searchParams.get("endDate") ?? "";
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(6);
    const label = await page.getByRole("button", { name: "Date range" }).innerText();
    expect(label).toMatch(/^\d{2} [A-Z][a-z]{2}, \d{4} – \d{2} [A-Z][a-z]{2}, \d{4}$/);
    expect(first).toBeDefined();

    expect(await rangeText(page)).toBe(itemRangeText(1, 10, campaigns.length));

    // Export CSV downloads the rows on screen as <name>-<startDate>-<endDate>.csv.
    const rows = await bodyRows(page).count();
    const names = await table(page).locator("tbody tr td:nth-child(3)").allInnerTexts();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`quick-launch-${start}-${end}.csv`);
    const lines = (await downloadedBytes(download)).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines.length).toBe(rows + 1);
    expect(lines[1]?.startsWith(names[0]?.includes(",") ? `"${names[0]}"` : `${names[0]},`)).toBe(true);
  }, 150_000);

  it("filters by targeting, state and name (debounced), each back to page 1; pagination texts and ends", async () => {
    const { page } = browser;
    const { email } = await signedInSeller(page);
    const campaigns = await managedCampaigns(email);
    await page.goto("/quick-launch");
    await waitForRows(page);

    // Paging: 10 a page by default; the last page disables Next, the first Prev.
    const pages = Math.max(1, Math.ceil(campaigns.length / 10));
    expect(await page.getByTestId("page-count").innerText()).toBe(`of ${pages} pages`);
    expect(await page.getByRole("button", { name: "Prev" }).isDisabled()).toBe(true);
    if (pages > 1) {
      await page.getByRole("button", { name: "Next" }).click();
      await waitForRows(page);
      expect(await rangeText(page)).toBe(itemRangeText(2, 10, campaigns.length));
      expect(await page.getByLabel("Page", { exact: true }).inputValue()).toBe("2");
    }
    await page.getByLabel("Items per page").selectOption("20");
    await waitForRows(page);
    expect(await page.getByLabel("Page", { exact: true }).inputValue()).toBe("1");
    expect(await rangeText(page)).toBe(itemRangeText(1, 20, campaigns.length));
    await page.getByLabel("Items per page").selectOption("10");
    if (pages > 1) {
      await page.getByLabel("Page", { exact: true }).selectOption(String(pages));
      await waitForRows(page);
      expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    }

    const manual = campaigns.filter((row) => row.targeting_type === "MANUAL");
    await page.getByLabel("Targeting", { exact: true }).selectOption("MANUAL");
    await waitForRows(page);
    expect(await page.getByLabel("Page", { exact: true }).inputValue()).toBe("1");
    expect(await rangeText(page)).toBe(itemRangeText(1, 10, manual.length));
    for (const text of await table(page).locator("tbody tr td:nth-child(5)").allInnerTexts()) {
      expect(text).toBe("Manual targeting");
    }

    await page.getByLabel("Targeting", { exact: true }).selectOption("ALL");
    await page.getByLabel("State", { exact: true }).selectOption("PAUSED");
    await waitForRows(page);
    const paused = campaigns.filter((row) => row.state === "PAUSED");
    expect(await rangeText(page)).toBe(itemRangeText(1, 10, paused.length));
    for (const text of await table(page).locator("tbody tr td:nth-child(4)").allInnerTexts()) {
      expect(text).toBe("Paused");
    }
    await page.getByLabel("State", { exact: true }).selectOption("ALL");
    await waitForRows(page);

    // The search waits for typing to stop (700 ms) before it sends the name. A busy machine can stall the
    // browser longer than that between two keystrokes, so a prefix may go out too; without the debounce
    // every keystroke would send one.
    const target = campaigns.at(-1);
    if (!target) throw new Error("no campaign");
    const listCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith("/page") && url.searchParams.get("name"))
        listCalls.push(url.searchParams.get("name") ?? "");
    });
    await page.getByLabel("Search campaigns").pressSequentially(target.name, { delay: 20 });
    await expect.poll(() => listCalls.at(-1)).toBe(target.name);
    const matching = campaigns.filter((row) => row.name.toLowerCase().includes(target.name.toLowerCase()));
    await expect.poll(() => rangeText(page)).toBe(itemRangeText(1, 10, matching.length));
    await visible(table(page).getByRole("link", { name: target.name, exact: true }));
    expect(listCalls.every((name) => target.name.startsWith(name))).toBe(true);
    expect(listCalls.length).toBeLessThan(Math.max(2, target.name.length / 2));

    await page.getByLabel("Search campaigns").fill("no campaign is called this");
    await visible(page.getByText("No data available"));
    await visible(page.getByText(HINT));
    expect(await rangeText(page)).toBe("0-0 of 0 items");
    expect(await page.getByRole("button", { name: "Export CSV" }).isDisabled()).toBe(true);
  }, 150_000);

  it("the Active switch pauses a campaign on Amazon (the sandbox) and resumes it; the budget form says 'Min value - $1' under $1 and 'Campaign was updated' on a valid budget", async () => {
    const { page } = browser;
    const { email } = await signedInSeller(page);
    const enabled = (await managedCampaigns(email)).find((row) => row.state === "ENABLED");
    expect(enabled).toBeDefined();
    if (!enabled) return;
    await page.goto("/quick-launch");
    await waitForRows(page);
    await page.getByLabel("Search campaigns").fill(enabled.name);
    await visible(table(page).getByRole("link", { name: enabled.name, exact: true }));
    await expect.poll(() => bodyRows(page).count()).toBe(1);

    const toggle = page.getByRole("checkbox", { name: `Active: ${enabled.name}` });
    expect(await toggle.isChecked()).toBe(true);
    await table(page).locator("label").filter({ has: toggle }).click();
    await visible(page.getByTestId("toast").filter({ hasText: "Campaign was updated" }));
    await expect.poll(() => table(page).locator("tbody tr td:nth-child(4)").innerText()).toBe("Paused");
    expect(await toggle.isChecked()).toBe(false);

    // Amazon (the sandbox) answers the campaign PAUSED, read live through the add dialog's search.
    const amazonState = () =>
      page.evaluate(
        async ({ profileId, name }) => {
          const url = `/api/amazon/campaigns/${profileId}?name=${encodeURIComponent(name)}&limit=10`;
          const answer = (await (await fetch(url)).json()) as {
            data: { campaigns: { name: string; state: string }[] };
          };
          return answer.data.campaigns.find((row) => row.name === name)?.state;
        },
        { profileId: profile.id, name: enabled.name },
      );
    await expect.poll(amazonState, { timeout: 15_000 }).toBe("PAUSED");
    await page.reload();
    await visible(table(page).getByRole("link", { name: enabled.name, exact: true }));
    expect(await page.getByRole("checkbox", { name: `Active: ${enabled.name}` }).isChecked()).toBe(false);
    // Paused campaigns keep their budget read-only.
    expect(await page.getByRole("button", { name: `Edit budget of ${enabled.name}` }).count()).toBe(0);

    await table(page)
      .locator("label")
      .filter({ has: page.getByRole("checkbox", { name: `Active: ${enabled.name}` }) })
      .click();
    await expect.poll(amazonState, { timeout: 15_000 }).toBe("ENABLED");

    // Enabled again, the budget is editable: the form says 'Min value - $1' under $1.
    await page.getByLabel("Search campaigns").fill(enabled.name);
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    await page.getByRole("button", { name: `Edit budget of ${enabled.name}` }).click();
    const budget = page.getByLabel("Daily budget", { exact: true });
    await budget.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await visible(page.getByText("Required", { exact: true }));
    await budget.fill("0.5");
    await page.getByRole("button", { name: "Save" }).click();
    await visible(page.getByText("Min value - $1", { exact: true }));
    await screenshot(page, "quick-launch-budget-error");

    const next = enabled.budget_cents === 1234 ? "12.35" : "12.34";
    await budget.fill(next);
    await page.getByRole("button", { name: "Save" }).click();
    await visible(page.getByTestId("toast").filter({ hasText: "Campaign was updated" }));
    await expect.poll(() => table(page).locator("tbody tr td:nth-child(7)").innerText()).toBe(`$${next}`);
    const [stored] = (await managedCampaigns(email)).filter((row) => row.campaign_id === enabled.campaign_id);
    expect(stored?.budget_cents).toBe(Math.round(Number(next) * 100));
  }, 150_000);

  it("the Migrated list shows its own campaigns: archived ones without a switch, names linking to /migrated-campaign/{id}", async () => {
    const { page } = browser;
    const { email } = await signedInSeller(page);
    await page.goto("/migrated-campaigns");
    await visible(page.getByRole("heading", { name: "Migrated Campaigns", level: 1 }));
    await visible(page.getByText("No data available"));
    await visible(page.getByText(HINT));

    // The current profile's campaigns in other states become migrated ones.
    const marked = await markManagedCampaigns(email, {
      source: "MIGRATED",
      countryCode: profile.countryCode,
      states: ["ARCHIVED", "ENABLED", "PAUSED"],
    });
    expect(marked.length).toBeGreaterThan(0);
    const migrated = await managedCampaigns(email, "MIGRATED");
    await page.reload();
    const rows = page.getByRole("table", { name: "Migrated Campaigns" }).locator("tbody tr");
    await waitForRows(page);
    expect(await rows.count()).toBe(Math.min(10, migrated.length));
    const href = await rows.first().getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/migrated-campaign\/\d+\?startDate=\d{4}-\d\d-\d\d&endDate=\d{4}-\d\d-\d\d$/);
    for (const row of migrated.slice(0, 10)) {
      const line = rows.filter({ has: page.getByRole("link", { name: row.name, exact: true }) });
      expect(await line.locator("td").nth(3).innerText()).toBe(
        row.state === "ARCHIVED" ? "Archived" : row.state === "PAUSED" ? "Paused" : "Enabled",
      );
      expect(await line.getByRole("checkbox", { name: /^Active: / }).count()).toBe(
        row.state === "ARCHIVED" ? 0 : 1,
      );
    }
    await screenshot(page, "migrated-campaigns-list");

    // A range outside the past month falls back to the last 7 days.
    await openInApp(page, "/migrated-campaigns?startDate=2000-01-01&endDate=2000-01-07");
    await waitForRows(page);
    expect(await page.getByRole("button", { name: "Date range" }).innerText()).not.toContain("2000");
  }, 150_000);
});
