import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { localD1 } from "./support/local-d1";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { openPanel } from "./support/sku-panels";
import { flip } from "./support/ui";
import { gone, visible } from "./support/wait";

/**
 * Issue 33 item 1: select 3 keywords on a campaign page, lower their bids 10 % through the preview, see
 * the new bids, undo the batch and see the old ones; the SKU's keyword table sorted by a column.
 */
describe("bulk bid edits and the SKU's keyword table (issue 33)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();
  const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
  const money = (text: string) => Number.parseFloat(text.replace(/[^0-9.]/g, ""));
  const dollars = (value: number) => `$${value.toFixed(2)}`;
  let setUp: { campaignId: string; skuId: number; keywords: { text: string; bid: number }[] } | undefined;

  /** A US campaign with 3+ enabled keywords bid $0.30–$2.90, made a Quick Launch campaign of a SKU of $0.02–$3.00. */
  async function campaignWithKeywords(email: string) {
    if (setUp) return setUp;
    const [campaign] = await localD1<{ campaign_id: string; profile_id: number }>(
      "select k.campaign_id, k.profile_id from sp_keywords k join amazon_profiles p on p.id = k.profile_id " +
        "join amazon_accounts a on a.token_id = p.token_id join users u on u.id = a.user_id " +
        `where u.email = ${quote(email)} and p.country_code = 'US' and k.kind = 'KEYWORD' and k.state = 'ENABLED' ` +
        "and k.bid_cents between 30 and 290 group by k.campaign_id having count(*) >= 3 order by k.campaign_id limit 1",
    );
    if (!campaign) throw new Error("no campaign with three keywords");
    const { campaign_id: campaignId, profile_id: profileId } = campaign;
    const [sku] = await localD1<{ id: number }>(
      "insert into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents) " +
        `values (${profileId}, 'BIDS-E2E', 'B0BIDSE2E0', 100000, 2, 300) returning id`,
    );
    await localD1(
      "insert into managed_campaigns (profile_id, campaign_id, source, advertised_sku_id, created_at) " +
        `values (${profileId}, ${quote(campaignId)}, 'QUICK_LAUNCH', ${sku?.id}, 0)`,
    );
    const keywords = await localD1<{ keyword_text: string; match_type: string; bid_cents: number }>(
      "select keyword_text, match_type, bid_cents from sp_keywords " +
        `where profile_id = ${profileId} and campaign_id = ${quote(campaignId)} and kind = 'KEYWORD' ` +
        "and state = 'ENABLED' and bid_cents between 30 and 290 order by keyword_text limit 3",
    );
    const matchType = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
    setUp = {
      campaignId,
      skuId: sku?.id ?? 0,
      keywords: keywords.map((row) => ({
        text: `${row.keyword_text} (${matchType(row.match_type)})`,
        bid: row.bid_cents / 100,
      })),
    };
    return setUp;
  }

  /** Each row's keyword and bid, read by the header's position (a CSS locator: it reads behind a dialog too). */
  async function keywordBids(table: Locator) {
    const headers = (await table.locator("thead th").allInnerTexts()).map((text) => text.trim());
    const [keywordAt, matchAt, bidAt] = ["Keyword", "Match type", "Bid"].map((name) => headers.indexOf(name));
    const rows = await table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => (td as HTMLElement).innerText.trim())),
      );
    return Object.fromEntries(
      rows.map((cells) => [
        `${cells[keywordAt ?? 0]} (${cells[matchAt ?? 0]})`,
        money(cells[bidAt ?? 0] ?? ""),
      ]),
    );
  }
  const bidsOf = async (table: Locator, names: string[]) => {
    const shown = await keywordBids(table);
    return names.map((name) => shown[name]);
  };

  it("lowers 3 keywords' bids 10 % through the preview, shows them, then undoes the batch", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    const seller = await signIn(page);
    const { campaignId, keywords } = await campaignWithKeywords(seller.email);
    expect(keywords).toHaveLength(3);
    await page.goto(`/campaign/${campaignId}`);
    const table = page.locator('table[aria-label="Keyword Target"]');
    await visible(table.locator("tbody tr").first());
    for (const keyword of keywords)
      await flip(table.getByRole("checkbox", { name: `Select ${keyword.text}`, exact: true }));
    const bar = page.getByRole("status", { name: "Selection" });
    await visible(bar.filter({ hasText: "3 keywords selected" }));
    await screenshot(page, "bulk-bids-selected-1440", { fullPage: false });

    await bar.getByRole("button", { name: "Edit bids" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit 3 keywords" });
    expect(await dialog.getByLabel("Change").inputValue()).toBe("LOWER_PERCENT");
    await dialog.getByLabel("Amount").fill("91");
    await dialog.getByRole("button", { name: "Preview" }).click();
    await visible(dialog.getByText("Max value - 90%"));
    await dialog.getByLabel("Amount").fill("10");
    await dialog.getByRole("button", { name: "Preview" }).click();

    const preview = page.getByRole("dialog", { name: "Preview" });
    await visible(preview.getByRole("list", { name: "Preview" }).getByRole("listitem").first());
    const lowered = keywords.map((keyword) => Math.round(keyword.bid * 90) / 100);
    const lines = await preview.getByTestId("before-after").allInnerTexts();
    expect(lines.toSorted()).toEqual(
      keywords.map((keyword, i) => `${dollars(keyword.bid)} → ${dollars(lowered[i] ?? 0)}`).toSorted(),
    );
    await screenshot(page, "bulk-bids-preview-1440", { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "bulk-bids-preview-390", { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });

    await preview.getByRole("button", { name: "Apply to 3 keywords" }).click();
    const results = page.getByRole("dialog", { name: "Results" });
    await visible(results.getByText("3 keywords changed on Amazon"));
    expect(await results.getByText("Applied", { exact: true }).count()).toBe(3);
    const names = keywords.map((keyword) => keyword.text);
    await expect.poll(() => bidsOf(table, names), { timeout: 30_000 }).toEqual(lowered);

    await results.getByRole("button", { name: "Undo all" }).click();
    const undone = page.getByRole("dialog", { name: "Undo results" });
    await visible(undone);
    expect(await undone.getByText("Undone", { exact: true }).count()).toBe(3);
    await undone.getByRole("button", { name: "Done" }).click();
    await gone(undone);
    await expect
      .poll(() => bidsOf(table, names), { timeout: 30_000 })
      .toEqual(keywords.map((keyword) => keyword.bid));
  }, 180_000);

  it("sorts the SKU's keyword table by bid on the server, both ways, the sort kept in the address", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    const seller = await signIn(page);
    const { skuId } = await campaignWithKeywords(seller.email);
    await page.goto(`/advertised-sku/${skuId}`);
    await openPanel(page, "Keywords");
    const table = page.locator('table[aria-label="Keywords"]');
    await visible(table.locator("tbody tr").first());
    const bids = async () => Object.values(await keywordBids(table));
    const bidHeader = table.locator("thead th", { hasText: /^Bid$/ });
    await bidHeader.getByRole("button").first().click();
    await visible(table.locator('thead th[aria-sort="ascending"]', { hasText: "Bid" }));
    await expect
      .poll(async () => {
        const shown = await bids();
        return shown.length > 1 && shown.every((bid, i) => i === 0 || bid >= (shown[i - 1] ?? 0));
      })
      .toBe(true);
    expect(new URL(page.url()).searchParams.get("keywordsSort")).toBe("bid");
    await bidHeader.getByRole("button").first().click();
    await visible(table.locator('thead th[aria-sort="descending"]', { hasText: "Bid" }));
    await expect
      .poll(async () => {
        const shown = await bids();
        return shown.every((bid, i) => i === 0 || bid <= (shown[i - 1] ?? 0));
      })
      .toBe(true);
    expect(new URL(page.url()).searchParams.get("keywordsOrder")).toBe("desc");
    await screenshot(page, "sku-keywords-sorted-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "sku-keywords-sorted-390");
  }, 120_000);
});
