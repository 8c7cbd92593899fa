import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdvertisedSku } from "../../worker/contracts/advertised-skus/advertised-sku";
import { currentProfileId } from "./support/advertised-sku-details";
import { addSkus, allSkus, readSku, topUpSkus } from "./support/advertised-sku-list-setup";
import { screenshot, useBrowser } from "./support/browser";
import { localD1 } from "./support/local-d1";
import { openScreen } from "./support/open-screen";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { gone, visible } from "./support/wait";

const table = (page: Page) => page.getByRole("table", { name: "Advertised SKUs" });
const bodyRows = (page: Page) => table(page).locator("tbody tr:not([data-testid=skeleton-row])");
const itemRange = (page: Page) => page.getByTestId("item-range");
/** The row whose SKU cell is exactly `sku` (copies made by the setup end in '-B'). */
const rowOf = (page: Page, sku: string) =>
  bodyRows(page).filter({ has: page.getByRole("cell", { name: sku, exact: true }) });
const shownSkus = (page: Page) => bodyRows(page).locator("td:nth-child(4)").allInnerTexts();

/** The query strings of the list's page calls, as the app sent them. */
function pageCalls(page: Page, profileId: number) {
  const sent: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/advertised-sku/${profileId}/page`) sent.push(url.searchParams);
  });
  return sent;
}

/** SKUs no other SKU contains, so a search finds only them; not the advertised one. */
const searchable = (all: AdvertisedSku[], advertised: AdvertisedSku) =>
  all.filter(
    (sku) =>
      sku.id !== advertised.id && !all.some((other) => other.id !== sku.id && other.sku.includes(sku.sku)),
  );

async function openList(page: Page) {
  await openScreen(page, "/advertised-sku");
  await visible(page.getByRole("heading", { name: "Advertised SKUs", level: 1 }));
}

async function waitForRange(page: Page, text: string) {
  await visible(itemRange(page).filter({ hasText: new RegExp(`^${text}$`) }));
}

async function openModal(page: Page, title: string, sku: string) {
  await page.getByRole("button", { name: new RegExp(`^${title} of ${sku}:`) }).click();
  const dialog = page.getByRole("dialog", { name: `${title} · ${sku}` });
  await visible(dialog);
  return dialog;
}

async function saveWith(dialog: Locator, label: string, value: string) {
  await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Save" }).click();
}

describe("the Advertised SKU list on the sandbox demo seller (spec 001 §2, §4, §5, §8)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();
  let skus: AdvertisedSku[] = [];

  it(
    "shows the empty state before anything is added, then pages through the SKUs with every column",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);

      await openList(page);
      const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
      expect(await crumbs.getByRole("link", { name: "Quick Launch" }).getAttribute("href")).toBe(
        "/quick-launch",
      );
      expect(await page.getByRole("link", { name: "Back to Quick Launch" }).getAttribute("href")).toBe(
        "/quick-launch",
      );
      await visible(table(page).getByText("No data available"));
      await visible(table(page).getByText("Please try adjusting your filters to see performance data"));
      await waitForRange(page, "0-0 of 0 items");
      await screenshot(page, "advertised-sku-list-empty");

      await addSkus(page, profileId, 12);
      await topUpSkus(profileId, 12);
      skus = await allSkus(page, profileId);
      expect(skus).toHaveLength(12);
      const [advertised] = skus;
      if (!advertised) throw new Error("nothing added");
      // Test setup only: one SKU advertised, as Advertise would leave it.
      await localD1(`update advertised_skus set is_advertised = 1 where id = ${advertised.id}`);

      const sent = pageCalls(page, profileId);
      await page.reload();
      await waitForRange(page, "1-10 of 12 items");
      expect(sent[0]?.get("page")).toBe("1");
      expect(sent[0]?.get("limit")).toBe("10");
      expect(sent[0]?.has("isAdvertised")).toBe(false);
      expect(await page.getByTestId("page-count").innerText()).toBe("of 2 pages");
      expect(await bodyRows(page).count()).toBe(10);
      const headers = await table(page).locator("thead th").allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual([
        "Image",
        "Title",
        "ASIN",
        "SKU",
        "Price",
        "Max budget",
        "Min Bid",
        "Max Bid",
        "Status",
        "",
      ]);
      expect(await page.getByRole("button", { name: "Prev" }).isDisabled()).toBe(true);

      // Every SKU's row: its links, figures and status, wherever its page puts it.
      const skuCells = await shownSkus(page);
      const shown = skus.filter((sku) => skuCells.includes(sku.sku));
      expect(shown).toHaveLength(10);
      const sample = shown[0] as AdvertisedSku;
      const row = rowOf(page, sample.sku);
      const detail = `/advertised-sku/${sample.id}`;
      expect(await row.getByRole("link", { name: `Open ${sample.sku}` }).getAttribute("href")).toBe(detail);
      expect(await row.getByRole("link", { name: `Details of ${sample.sku}` }).getAttribute("href")).toBe(
        detail,
      );
      expect(await row.getByRole("link", { name: sample.title ?? sample.sku }).getAttribute("href")).toBe(
        detail,
      );
      const asin = row.getByRole("link", { name: sample.asin });
      expect(await asin.getAttribute("href")).toBe(sample.url);
      expect(await asin.getAttribute("target")).toBe("_blank");
      const text = await row.innerText();
      for (const figure of ["$10.00", "$0.20", "$1.50"]) expect(text).toContain(figure);
      expect(text).toContain(advertised.id === sample.id ? "Advertised" : "Not Advertised");
      await screenshot(page, "advertised-sku-list");

      await page.getByRole("button", { name: "Next" }).click();
      await waitForRange(page, "11-12 of 12 items");
      expect(sent.at(-1)?.get("page")).toBe("2");
      expect(await bodyRows(page).count()).toBe(2);
      expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Prev" }).isDisabled()).toBe(false);

      await page.getByLabel("Items per page").selectOption("20");
      await waitForRange(page, "1-12 of 12 items");
      expect(sent.at(-1)?.get("limit")).toBe("20");
      expect(sent.at(-1)?.get("page")).toBe("1");
      expect(await page.getByTestId("page-count").innerText()).toBe("of 1 pages");
    },
    CONNECT_TIMEOUT,
  );

  it("filters by status and searches by SKU, each back on page 1; checks each budget and bid modal's rules, then saves and shows 'SKU was updated'", async () => {
    const { page } = browser;
    await signIn(page);
    const profileId = await currentProfileId(page);
    const sent = pageCalls(page, profileId);
    const [advertised] = skus as [AdvertisedSku];
    const [searched] = searchable(skus, advertised) as [AdvertisedSku];
    await openList(page);
    await waitForRange(page, "1-10 of 12 items");

    await page.getByRole("button", { name: "Next" }).click();
    await waitForRange(page, "11-12 of 12 items");
    await page.getByLabel("Status").selectOption({ label: "Not Advertised" });
    await waitForRange(page, "1-10 of 11 items");
    expect(sent.at(-1)?.get("isAdvertised")).toBe("false");
    expect(sent.at(-1)?.get("page")).toBe("1");
    expect(await shownSkus(page)).not.toContain(advertised.sku);

    await page.getByLabel("Status").selectOption({ label: "Advertised" });
    await waitForRange(page, "1-1 of 1 items");
    expect(sent.at(-1)?.get("isAdvertised")).toBe("true");
    await visible(rowOf(page, advertised.sku).getByText("Advertised", { exact: true }));

    await page.getByLabel("Status").selectOption({ label: "All" });
    await waitForRange(page, "1-10 of 12 items");
    expect(sent.at(-1)?.has("isAdvertised")).toBe(false);

    await page.getByRole("button", { name: "Next" }).click();
    await waitForRange(page, "11-12 of 12 items");
    const before = sent.length;
    await page.getByLabel("Search by SKU").fill(searched.sku);
    await waitForRange(page, "1-1 of 1 items");
    const searches = sent.slice(before).filter((query) => query.get("q") === searched.sku);
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((query) => query.get("page") === "1")).toBe(true);
    // Typing was sent once, after it stopped (700 ms), not per key.
    expect(sent.slice(before).filter((query) => query.has("q")).length).toBe(searches.length);
    expect(await shownSkus(page)).toEqual([searched.sku]);

    await page.getByLabel("Search by SKU").fill("NO-SUCH-SKU-ANYWHERE");
    await visible(table(page).getByText("No data available"));
    await visible(table(page).getByText("Please try adjusting your filters to see performance data"));
    await waitForRange(page, "0-0 of 0 items");

    // Each budget and bid modal's rules, then a save that shows 'SKU was updated'.
    const sku = searchable(skus, advertised)[1] as AdvertisedSku;
    const puts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT") puts.push(request.postData() ?? "");
    });
    await page.getByLabel("Search by SKU").fill(sku.sku);
    await waitForRange(page, "1-1 of 1 items");

    const budget = await openModal(page, "Max budget", sku.sku);
    await saveWith(budget, "Max budget", "0.5");
    await visible(budget.getByText("Min value - $1", { exact: true }));
    await saveWith(budget, "Max budget", "");
    await visible(budget.getByText("Required", { exact: true }));
    await screenshot(page, "advertised-sku-list-budget-modal");
    await saveWith(budget, "Max budget", "15");
    await visible(toast(page, "SKU was updated"));
    await gone(budget);
    await visible(page.getByRole("button", { name: `Max budget of ${sku.sku}: $15.00` }));

    const min = await openModal(page, "Min Bid", sku.sku);
    await saveWith(min, "Min Bid", "2");
    await visible(min.getByText("The min bid can't be higher than the max bid", { exact: true }));
    await saveWith(min, "Min Bid", "0.01");
    await visible(min.getByText("Min value - $0.02", { exact: true }));
    await saveWith(min, "Min Bid", "0.35");
    await gone(min);
    await visible(page.getByRole("button", { name: `Min Bid of ${sku.sku}: $0.35` }));

    const max = await openModal(page, "Max Bid", sku.sku);
    await saveWith(max, "Max Bid", "0.3");
    await visible(max.getByText("The max bid can't be lower than the min bid", { exact: true }));
    await saveWith(max, "Max Bid", "0.02");
    await visible(max.getByText("Min value - $0.03", { exact: true }));
    await saveWith(max, "Max Bid", "2.5");
    await gone(max);
    await visible(page.getByRole("button", { name: `Max Bid of ${sku.sku}: $2.50` }));

    // Only the three valid values reached the API, and they are what the SKU now holds.
    expect(puts.map((body) => JSON.parse(body))).toEqual([
      { maxDailyBudget: 15 },
      { bidOptimization: { bidMin: 0.35 } },
      { bidOptimization: { bidMax: 2.5 } },
    ]);
    const stored = await readSku(page, profileId, sku.id);
    expect(stored.maxDailyBudget).toBe(15);
    expect(stored.bidOptimization).toMatchObject({ bidMin: 0.35, bidMax: 2.5 });
  });
});
