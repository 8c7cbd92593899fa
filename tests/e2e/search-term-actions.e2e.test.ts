import { describe, expect, it } from "vitest";
import type { MarkedSearchTermRow } from "../../worker/contracts/search-terms/term-actions";
import { screenshot, useBrowser } from "./support/browser";
import { apiData, campaignWithSearchTerms, weekEndingOn } from "./support/campaign-page";
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

/**
 * A manual campaign of the seller with search terms and a live ad group, linked to an advertised SKU
 * whose keyword campaign it is: where Add as keyword puts the SKU's new keywords.
 */
async function keywordCampaignWithTerms(email: string) {
  const [row] = await localD1<{ campaign_id: string; profile_id: number; ad_group_id: string; last: string }>(
    "select s.campaign_id, s.profile_id, g.ad_group_id, max(s.date) as last from search_term_metrics s " +
      "join managed_campaigns m on m.profile_id = s.profile_id and m.campaign_id = s.campaign_id " +
      "join sp_campaigns c on c.profile_id = s.profile_id and c.campaign_id = s.campaign_id and c.targeting_type = 'MANUAL' and c.state = 'ENABLED' " +
      "join sp_ad_groups g on g.profile_id = s.profile_id and g.campaign_id = s.campaign_id and g.state = 'ENABLED' " +
      "join amazon_profiles p on p.id = s.profile_id join amazon_accounts a on a.token_id = p.token_id " +
      `join users u on u.id = a.user_id where u.email = '${email}' ` +
      "group by s.profile_id, s.campaign_id order by count(*) desc limit 1",
  );
  if (!row) throw new Error("the seller has no manual campaign with search terms");
  const sku = `E2E-HARVEST-${Date.now()}`;
  const [skuRow] = await localD1<{ id: number }>(
    "insert into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents, is_advertised) " +
      `values (${row.profile_id}, '${sku}', 'B0E2EHARVS', 2000, 20, 300, 1) returning id`,
  );
  await localD1(
    `update managed_campaigns set advertised_sku_id = ${skuRow?.id} where profile_id = ${row.profile_id} and campaign_id = '${row.campaign_id}'`,
  );
  await localD1(
    "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, ad_group_id, is_complete, created_at) " +
      `values (${row.profile_id}, ${skuRow?.id}, 'KEYWORD', '${row.campaign_id}', '${row.ad_group_id}', 1, 0)`,
  );
  return { campaignId: row.campaign_id, profileId: row.profile_id, ...weekEndingOn(row.last) };
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

  it("adds a search term as a keyword from its row: it shows in the campaign's keywords with the match type and bid chosen, and the row is marked harvested, after a reload too", async () => {
    const { page } = browser;
    const seller = await signIn(page);
    await markManagedCampaigns(seller.email, { source: "MIGRATED" });
    const { campaignId, profileId, startDate, endDate } = await keywordCampaignWithTerms(seller.email);
    const range = `startDate=${startDate}&endDate=${endDate}`;
    await openScreen(page, `/migrated-campaign/${campaignId}?${range}`);
    const terms = await apiData<MarkedSearchTermRow[]>(
      page,
      `/api/campaigns/${profileId}/${campaignId}/search-terms?${range}`,
    );
    const term = terms.find(
      (row) => row.type === "text" && row.marks.harvested === null && row.searchTerm.length >= 3,
    )?.searchTerm;
    if (!term) throw new Error("no search term left to add as a keyword");

    const table = page.getByRole("table", { name: "Search terms" });
    await table.getByRole("button", { name: `Add ${term} as keyword`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Add '${term}' as keyword` });
    await dialog.getByText("Phrase", { exact: true }).click();
    const bid = dialog.getByRole("textbox", { name: "Bid" });
    await bid.fill("5");
    await visible(dialog.getByText("Must be between $0.20 and $3.00, the SKU's Min and Max Bid"));
    await bid.fill("0.45");
    await screenshot(page, "search-terms-keyword-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Add keyword" }).click();
    await visible(dialog.getByRole("list", { name: "Results" }).getByText("Done"));
    await dialog.getByRole("button", { name: "Close" }).click();
    await gone(dialog);

    const marked = () =>
      page.getByRole("table", { name: "Search terms" }).locator("tr", { hasText: term }).first();
    const keyword = () =>
      page
        .getByRole("table", { name: "Keyword Target" })
        .locator("tr", { has: page.getByRole("cell", { name: term, exact: true }) });
    await visible(marked().getByText("Keyword (phrase) by you"));
    await visible(keyword().getByText("Phrase", { exact: true }));
    await visible(keyword().getByText("$0.45"));
    await page.reload();
    await visible(marked().getByText("Keyword (phrase) by you"));
    await visible(keyword().getByText("$0.45"));
    await screenshot(page, "search-terms-harvested-1440");
  });
});
