import { describe, expect, it } from "vitest";
import type { MarkedSearchTermRow } from "../../worker/contracts/search-terms/term-actions";
import { screenshot, useBrowser } from "./support/browser";
import { apiData, campaignWithSearchTerms } from "./support/campaign-page";
import { markManagedCampaigns } from "./support/demo-seller";
import { localD1 } from "./support/local-d1";
import { openScreen } from "./support/open-screen";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { gone, visible } from "./support/wait";

/** Gives the campaign a SKU of its own: the change log keeps a seller's negatives under one. */
async function linkSku(profileId: number, campaignId: string) {
  const sku = `E2E-TERMS-${Date.now()}`;
  const [row] = await localD1<{ id: number }>(
    "insert into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents) " +
      `values (${profileId}, '${sku}', 'B0E2ETERMS', 2000, 20, 300) returning id`,
  );
  await localD1(
    `update managed_campaigns set advertised_sku_id = ${row?.id} where profile_id = ${profileId} and campaign_id = '${campaignId}'`,
  );
}

describe("search terms with actions (issue 33 item 2)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();

  it("negates a search term from its row, and the row shows it negated by the seller, after a reload too", async () => {
    const { page } = browser;
    const seller = await signIn(page);
    await markManagedCampaigns(seller.email, { source: "MIGRATED" });
    const { campaignId, profileId, startDate, endDate } = await campaignWithSearchTerms(seller.email);
    await linkSku(profileId, campaignId);
    const range = `startDate=${startDate}&endDate=${endDate}`;
    await openScreen(page, `/migrated-campaign/${campaignId}?${range}`);
    const terms = await apiData<MarkedSearchTermRow[]>(
      page,
      `/api/campaigns/${profileId}/${campaignId}/search-terms?${range}`,
    );
    const term = terms.find((row) => row.type === "text" && row.marks.negatedHere === null)?.searchTerm;
    if (!term) throw new Error("no search term left to negate");

    const table = page.getByRole("table", { name: "Search terms" });
    await visible(table);
    await screenshot(page, "search-terms-1440");
    await table.getByRole("button", { name: `Negate ${term}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Negate '${term}'` });
    await visible(dialog.getByRole("radio", { name: "Phrase" }).or(dialog.getByText("Phrase")).first());
    await screenshot(page, "search-terms-negate-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Negate term" }).click();
    await visible(dialog.getByRole("list", { name: "Results" }).getByText("Done"));
    await dialog.getByRole("button", { name: "Close" }).click();
    await gone(dialog);

    const row = table.locator("tr", { hasText: term }).first();
    await visible(row.getByText("Negated here (exact) by you"));
    await page.reload();
    await visible(
      page
        .getByRole("table", { name: "Search terms" })
        .locator("tr", { hasText: term })
        .first()
        .getByText("Negated here (exact) by you"),
    );
    await screenshot(page, "search-terms-negated-1440");

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByRole("table", { name: "Search terms" }));
    await screenshot(page, "search-terms-390");
    const [logged] = await localD1<{ actor: string; kind: string; status: string }>(
      `select actor, kind, status from automation_changes where profile_id = ${profileId} and campaign_id = '${campaignId}' and actor = 'SELLER' order by id desc limit 1`,
    );
    expect(logged).toEqual({ actor: "SELLER", kind: "ADD_NEGATIVE_KEYWORD", status: "APPLIED" });
  });
});
