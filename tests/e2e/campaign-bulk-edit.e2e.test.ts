import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { localD1 } from "./support/local-d1";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { flip } from "./support/ui";
import { gone, visible } from "./support/wait";

/** Issue 33's acceptance: select 5 campaigns, raise their budgets 10 % through the preview, then undo the batch. */
describe("bulk edit of the campaign list (issue 33)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();

  // A CSS locator: the list stays readable behind an open dialog, which hides it from role queries.
  const table = (page: Page) => page.locator('table[aria-label="Quick Launch"]');
  const settled = (page: Page) =>
    visible(page.locator('table[aria-label="Quick Launch"][aria-busy="false"]'));
  const money = (text: string) => Number.parseFloat(text.replace(/[^0-9.]/g, ""));
  const dollars = (value: number) => `$${value.toFixed(2)}`;

  /** The Enabled rows on screen: their names and daily budgets. */
  async function enabledRows(page: Page) {
    const headers = (await table(page).locator("thead th").allInnerTexts()).map((text) => text.trim());
    const budgetAt = headers.indexOf("Budget");
    const stateAt = headers.indexOf("State");
    const nameAt = headers.indexOf("Campaigns");
    const rows = await table(page)
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => (td as HTMLElement).innerText.trim())),
      );
    return rows
      .map((cells, index) => ({
        index,
        name: cells[nameAt] ?? "",
        state: cells[stateAt],
        budget: money(cells[budgetAt] ?? ""),
      }))
      .filter((row) => row.state === "Enabled");
  }

  async function budgetsShown(page: Page, names: string[]) {
    const rows = await enabledRows(page);
    return names.map((name) => rows.find((row) => row.name === name)?.budget);
  }

  it("raises 5 budgets 10 % through the preview, shows them in the list, then undoes the batch", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    const seller = await signIn(page);
    const marked = await markManagedCampaigns(seller.email, { source: "QUICK_LAUNCH" });
    // Logged changes are per SKU: link the marked campaigns to one of the seller's SKUs, as Quick Launch does.
    const ids = marked.map((row) => `'${row.campaign_id}'`).join(", ");
    expect(marked.length).toBeGreaterThan(4);
    await localD1(
      "insert or ignore into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents) " +
        `select distinct profile_id, 'BULK-E2E', 'B0BULKE2E0', 100000, 2, 300 from managed_campaigns where campaign_id in (${ids})`,
    );
    await localD1(
      "update managed_campaigns set advertised_sku_id = (select s.id from advertised_skus s where s.profile_id = managed_campaigns.profile_id and s.sku = 'BULK-E2E') " +
        `where campaign_id in (${ids})`,
    );
    await page.goto("/quick-launch");
    await settled(page);
    const chosen = (await enabledRows(page)).slice(0, 5);
    expect(chosen).toHaveLength(5);
    const boxes = table(page)
      .locator("tbody")
      .getByRole("checkbox", { name: /^Select / });
    for (const row of chosen) await flip(boxes.nth(row.index));
    const bar = page.getByRole("status", { name: "Selection" });
    await visible(bar.filter({ hasText: "5 campaigns selected" }));

    await bar.getByRole("button", { name: "Edit selected" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit 5 campaigns" });
    await dialog.getByLabel("Change").selectOption("RAISE_PERCENT");
    await dialog.getByLabel("Amount").fill("501");
    await dialog.getByRole("button", { name: "Preview" }).click();
    await visible(dialog.getByText("Max value - 500%"));
    await dialog.getByLabel("Amount").fill("10");
    await dialog.getByRole("button", { name: "Preview" }).click();

    const preview = page.getByRole("dialog", { name: "Preview" });
    const previewRows = preview.getByRole("list", { name: "Preview" }).getByRole("listitem");
    await visible(previewRows.first());
    expect(await previewRows.count()).toBe(5);
    const raised = chosen.map((row) => Math.round(row.budget * 110) / 100);
    const lines = await preview.getByTestId("before-after").allInnerTexts();
    expect(lines.toSorted()).toEqual(
      chosen.map((row, i) => `${dollars(row.budget)} → ${dollars(raised[i] ?? 0)}`).toSorted(),
    );
    await screenshot(page, "bulk-edit-preview-1440", { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "bulk-edit-preview-390", { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });

    await preview.getByRole("button", { name: "Apply to 5 campaigns" }).click();
    const results = page.getByRole("dialog", { name: "Results" });
    await visible(results.getByText("5 campaigns changed on Amazon"));
    expect(await results.getByText("Applied", { exact: true }).count()).toBe(5);
    await screenshot(page, "bulk-edit-results-1440", { fullPage: false });
    const names = chosen.map((row) => row.name);
    await expect.poll(() => budgetsShown(page, names), { timeout: 30_000 }).toEqual(raised);

    await results.getByRole("button", { name: "Undo all" }).click();
    const undone = page.getByRole("dialog", { name: "Undo results" });
    await visible(undone);
    expect(await undone.getByText("Undone", { exact: true }).count()).toBe(5);
    await undone.getByRole("button", { name: "Done" }).click();
    await gone(undone);
    await expect
      .poll(() => budgetsShown(page, names), { timeout: 30_000 })
      .toEqual(chosen.map((row) => row.budget));
  }, 180_000);
});
