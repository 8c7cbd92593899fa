import { describe, expect, it } from "vitest";
import type { ProfileSearchTermPage } from "../../worker/contracts/search-terms/profile-search-terms";
import { screenshot, useBrowser } from "./support/browser";
import { apiData, campaignWithSearchTerms } from "./support/campaign-page";
import { markManagedCampaigns } from "./support/demo-seller";
import { localD1 } from "./support/local-d1";
import { openScreen } from "./support/open-screen";
import { buyStartUp } from "./support/plans";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { flip, toast } from "./support/ui";
import { gone, visible } from "./support/wait";

/** Gives the campaign a SKU of its own: the change log keeps a seller's negatives under one. */
async function linkSku(profileId: number, campaignId: string) {
  const [row] = await localD1<{ id: number }>(
    "insert into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents) " +
      `values (${profileId}, 'E2E-WIDE-${campaignId}-${Date.now()}', 'B0E2EWIDE1', 2000, 20, 300) returning id`,
  );
  await localD1(
    `update managed_campaigns set advertised_sku_id = ${row?.id} where profile_id = ${profileId} and campaign_id = '${campaignId}'`,
  );
}

/** The seller's managed campaigns without a SKU (the first test already managed them all: none is new then). */
const unlinkedManagedCampaigns = (email: string) =>
  localD1<{ profile_id: number; campaign_id: string }>(
    "select m.profile_id, m.campaign_id from managed_campaigns m " +
      "join amazon_profiles p on p.id = m.profile_id join amazon_accounts a on a.token_id = p.token_id " +
      `join users u on u.id = a.user_id where u.email = '${email.replaceAll("'", "''")}' and m.advertised_sku_id is null`,
  );

describe("the profile's search terms (/search-terms, issue 33 item 2)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();

  it("opens from the dashboard's wasted spend card with its preset, filters to terms without sales, negates one in bulk and marks it", async () => {
    const { page } = browser;
    const seller = await signIn(page);
    await markManagedCampaigns(seller.email, { source: "MIGRATED" });
    const { campaignId, profileId, startDate, endDate } = await campaignWithSearchTerms(seller.email);
    await linkSku(profileId, campaignId);

    await page.getByRole("link", { name: "See the search terms that spent without a sale" }).click();
    await page.waitForURL(/\/search-terms\?/);
    await visible(page.getByRole("heading", { name: "Search Terms" }));
    expect(await page.getByRole("textbox", { name: "Min clicks" }).inputValue()).toBe("10");
    expect(await page.getByRole("checkbox", { name: "No sales" }).isChecked()).toBe(true);

    const range = `startDate=${startDate}&endDate=${endDate}&campaignId=${campaignId}`;
    const read = (query: string) =>
      apiData<ProfileSearchTermPage>(page, `/api/search-terms/${profileId}?${range}&limit=10${query}`);
    const sold = (await read("&sort=sales&order=desc")).searchTerms.find(
      (row) => row.sales > 0 && row.type === "text",
    );
    // Words sort after the ASINs' "b0…" in descending order: the page's first rows are typed terms.
    const byTerm = "&noSales=true&sort=searchTerm&order=desc";
    const wasted = (await read(byTerm)).searchTerms.find(
      (row) => row.type === "text" && !row.marks.negatedHere,
    );
    if (!sold || !wasted) throw new Error("the campaign needs a term with sales and one without");
    await openScreen(page, `/search-terms?${range}&sort=sales&order=desc`);
    const table = page.getByRole("table", { name: "Search terms" });
    const rowOf = (term: string) =>
      table.locator("tr", { has: page.getByRole("cell", { name: term, exact: true }) });
    await visible(rowOf(sold.searchTerm));
    await visible(page.getByText(`Campaign: ${sold.campaignName}`));
    // Filtered to the campaign already: its rows do not offer it again.
    expect(await table.getByRole("button", { name: "Only this campaign" }).count()).toBe(0);
    await screenshot(page, "profile-search-terms-1440");

    await page.getByText("No sales", { exact: true }).click();
    await gone(rowOf(sold.searchTerm));
    await openScreen(page, `/search-terms?${range}${byTerm}`);
    await flip(page.getByRole("checkbox", { name: `Select ${wasted.searchTerm} in ${wasted.campaignName}` }));
    await page
      .getByRole("status", { name: "Selection" })
      .getByRole("button", { name: "Negate selected" })
      .click();
    const dialog = page.getByRole("dialog", { name: `Negate '${wasted.searchTerm}'` });
    await dialog.getByRole("button", { name: "Negate term" }).click();
    await visible(dialog.getByRole("list", { name: "Results" }).getByText("Done"));
    await dialog.getByRole("button", { name: "Close" }).click();
    await gone(dialog);
    await visible(rowOf(wasted.searchTerm).getByText("Negated here (exact) by you"));
    await page.reload();
    await visible(rowOf(wasted.searchTerm).getByText("Negated here (exact) by you"));
    await screenshot(page, "profile-search-terms-negated-1440");

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(table);
    await screenshot(page, "profile-search-terms-390");
  });

  it("applies the assistant's Negate widget from the chat: the terms it named are marked negated by the assistant in the list", async () => {
    const { page } = browser;
    const seller = await signIn(page);
    await markManagedCampaigns(seller.email, { source: "MIGRATED" });
    // Whichever managed campaign spent most without orders gets the widget: each needs a SKU for its terms' Negate.
    for (const { profile_id, campaign_id } of await unlinkedManagedCampaigns(seller.email))
      await linkSku(profile_id, campaign_id);
    await buyStartUp(page);
    await page.goto("/search-terms?negated=yes");
    await visible(page.getByRole("heading", { name: "Search Terms" }));

    const chat = page.getByRole("dialog", { name: "Chat with an AI assistant" });
    await page.getByRole("button", { name: "Open the AI assistant" }).click();
    await chat
      .getByRole("textbox", { name: "Message" })
      .fill("Which search terms with 3 clicks should I negate?");
    await chat.getByRole("button", { name: "Send" }).click();
    const widget = chat.getByRole("button", { name: /^Negate \d+ search terms? \(exact\) in campaign "/ });
    await visible(widget);
    const label = (await widget.innerText()).trim();
    const first = label.slice(label.indexOf(": ") + 2).split(", ")[0] ?? "";
    await widget.click();
    const dialog = page.getByRole("dialog", { name: label });
    await visible(dialog.getByTestId("widget-effect"));
    await screenshot(page, "chat-search-term-widget-confirm", { fullPage: false });
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await visible(toast(page, "Action performed successfully"));
    await expect.poll(() => widget.isDisabled()).toBe(true);

    await page.keyboard.press("Escape");
    await gone(chat);
    const row = page
      .getByRole("table", { name: "Search terms" })
      .locator("tr", { has: page.getByRole("cell", { name: first, exact: true }) });
    await visible(row.getByText("Negated here (exact) by the assistant"));
    await screenshot(page, "profile-search-terms-assistant-1440");
  });
});
