import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { matchTypeLabel } from "../../web/src/lib/campaign-labels";
import type {
  CampaignNegativeTargets,
  CampaignTargets,
} from "../../worker/contracts/campaigns/campaign-detail";
import type { MarketplaceCampaignPage } from "../../worker/contracts/campaigns/marketplace-campaigns";
import { atAdLimit } from "./support/ad-limit";
import { screenshot, useBrowser } from "./support/browser";
import { apiData, campaignWithMost } from "./support/campaign-page";
import {
  flipSwitch,
  notice,
  openAmount,
  recordPuts,
  rowWith,
  submitAmount,
} from "./support/campaign-page-edit";
import { managedCampaigns, markManagedCampaigns } from "./support/demo-seller";
import { sharedDemoSellerSession } from "./support/demo-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { gone, visible } from "./support/wait";

describe("editing on the campaign page (spec 001 §4, §5 'in target views', §7 'Campaign targets')", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSellerSession();
  /** Amazon's own answer for the campaign (the sandbox), read live through the migrate dialog's search. */
  const amazonCampaign = (page: Page, profileId: number, name: string) =>
    apiData<MarketplaceCampaignPage>(
      page,
      `/api/amazon/campaigns/${profileId}?name=${encodeURIComponent(name)}&limit=10`,
    ).then((answer) => answer.campaigns.find((campaign) => campaign.name === name));

  it(
    "pauses and resumes the campaign, and saves its daily budget only from $1 ('Campaign was updated')",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      await markManagedCampaigns(seller.email, { source: "MIGRATED" });
      const campaign = (await managedCampaigns(seller.email, "MIGRATED")).find(
        (one) => one.state === "ENABLED",
      );
      if (!campaign) throw new Error("the demo seller has no enabled campaign");
      await page.goto(`/migrated-campaign/${campaign.campaign_id}`);
      const summary = page.getByRole("region", { name: "Campaign summary" });
      await visible(summary.getByText("Daily budget"));
      const puts = recordPuts(page);

      const pencil = `Edit budget of ${campaign.name}`;
      const form = await openAmount(page, pencil);
      await submitAmount(form, "0.5");
      await visible(form.getByText("Min value - $1"));
      await submitAmount(form, "");
      await visible(form.getByText("Required"));
      await submitAmount(form, "1.005");
      await visible(form.getByText("Must be in steps of $0.01"));
      expect(puts).toEqual([]);

      const original = campaign.budget_cents / 100;
      const next = original === 23.45 ? 24.5 : 23.45;
      await form.getByRole("spinbutton").fill(String(next));
      await form.getByRole("button", { name: "Save" }).click();
      await notice(page, "Campaign was updated");
      await gone(form);
      const budgetText = next.toLocaleString("en-US", { style: "currency", currency: "USD" });
      await visible(summary.getByText(budgetText, { exact: true }));
      const profileId = campaign.profile_id;
      await expect
        .poll(async () => (await amazonCampaign(page, profileId, campaign.name))?.budget.budget)
        .toBe(next);
      await screenshot(page, "campaign-page-edit-summary");

      const active = `Active: ${campaign.name}`;
      expect(await (await flipSwitch(page, active)).isChecked()).toBe(false);
      await notice(page, "Campaign was updated");
      await visible(summary.getByText("Paused", { exact: true }));
      await expect
        .poll(async () => (await amazonCampaign(page, profileId, campaign.name))?.state)
        .toBe("PAUSED");
      // A paused campaign keeps its budget read-only (spec 000 §4).
      await gone(page.getByRole("button", { name: pencil }));

      await page.reload();
      await visible(summary.getByText(budgetText, { exact: true }));
      expect(await page.getByRole("checkbox", { name: active }).isChecked()).toBe(false);
      await flipSwitch(page, active);
      await expect
        .poll(async () => (await amazonCampaign(page, profileId, campaign.name))?.state)
        .toBe("ENABLED");
      await submitAmount(await openAmount(page, pencil), String(original));
      await expect
        .poll(async () => (await amazonCampaign(page, profileId, campaign.name))?.budget.budget)
        .toBe(original);
    },
    CONNECT_TIMEOUT,
  );

  it(
    "adjusts top of search and product pages from 0% to 900%, rest of search has none",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const campaign = (await managedCampaigns(seller.email, "MIGRATED")).find(
        (one) => one.state === "ENABLED",
      );
      if (!campaign) throw new Error("the demo seller has no enabled campaign");
      await page.goto(`/migrated-campaign/${campaign.campaign_id}`);
      const placements = page.getByRole("table", { name: "Placements" });
      await visible(placements);
      const puts = recordPuts(page);

      const top = "Edit bid adjustment of Top of search (first page)";
      const form = await openAmount(page, top);
      await submitAmount(form, "901");
      await visible(form.getByText("Max value - 900%"));
      await submitAmount(form, "-1");
      await visible(form.getByText("Min value - 0%"));
      await submitAmount(form, "12.5");
      await visible(form.getByText("Must be a whole number"));
      expect(puts).toEqual([]);
      await form.getByRole("button", { name: "Cancel" }).click();
      await gone(form);
      expect(await rowWith(placements, "Rest of search").locator("td").nth(1).innerText()).toBe("-");
      expect(await rowWith(placements, "Rest of search").getByRole("button").count()).toBe(0);

      const before = await rowWith(placements, "Top of search").locator("td").nth(1).innerText();
      const next = before === "150%" ? 175 : 150;
      await submitAmount(await openAmount(page, top), String(next));
      await notice(page, "Campaign was updated");
      await gone(form);
      await expect
        .poll(() => rowWith(placements, "Top of search").locator("td").nth(1).innerText())
        .toBe(`${next}%`);
      await submitAmount(await openAmount(page, "Edit bid adjustment of Product pages"), "900");
      await expect
        .poll(() => rowWith(placements, "Product pages").locator("td").nth(1).innerText())
        .toBe("900%");
      await screenshot(page, "campaign-page-edit-placements");

      await page.reload();
      await visible(placements);
      expect(await rowWith(placements, "Top of search").locator("td").nth(1).innerText()).toBe(`${next}%`);
      expect(await rowWith(placements, "Product pages").locator("td").nth(1).innerText()).toBe("900%");
      expect(puts.every((path) => path.endsWith(`/${campaign.campaign_id}`))).toBe(true);
    },
    CONNECT_TIMEOUT,
  );

  it(
    "switches and re-bids keywords ('Keyword was updated') from $0.02, and locks a paused keyword's bid",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const { campaignId, profileId } = await campaignWithMost(
        seller.email,
        "sp_keywords",
        "e.kind = 'KEYWORD' and e.state = 'ENABLED'",
      );
      await page.goto(`/migrated-campaign/${campaignId}`);
      const base = `/api/campaigns/${profileId}/${campaignId}`;
      const { keywordTargets } = await apiData<CampaignTargets>(page, `${base}/targets`);
      const keyword = keywordTargets.find((one) => one.state === "ENABLED" && !one.isBoosted);
      if (!keyword) throw new Error("no enabled keyword");
      const name = `${keyword.keywordText} (${matchTypeLabel(keyword.matchType)})`;
      const table = page.getByRole("table", { name: "Keyword Target", exact: true });
      await visible(table);
      // A keyword without a bid of its own shows the ad group's default it runs at.
      const onDefault = keywordTargets.find((one) => one.bid === null && one.defaultBid !== null);
      if (onDefault?.defaultBid) {
        const defaultRow = table
          .locator("tbody tr")
          .filter({ has: page.getByRole("cell", { name: onDefault.keywordText, exact: true }) });
        // Select, Keyword, Match type, State, Bid.
        const bidCell = defaultRow.first().locator("td").nth(4);
        expect(await bidCell.innerText()).toMatch(
          new RegExp(`^\\$${onDefault.defaultBid.toFixed(2)}\\s+default$`),
        );
      }
      const puts = recordPuts(page);

      const pencil = `Edit bid of ${name}`;
      const form = await openAmount(page, pencil);
      await submitAmount(form, "0.01");
      await visible(form.getByText("Min value - $0.02"));
      expect(puts).toEqual([]);
      await submitAmount(form, "0.37");
      await notice(page, "Keyword was updated");
      await gone(form);
      const read = async () =>
        (await apiData<CampaignTargets>(page, `${base}/targets`)).keywordTargets.find(
          (one) => one.id === keyword.id,
        );
      expect((await read())?.bid).toBe(0.37);

      await flipSwitch(page, `State of ${name}`);
      await notice(page, "Keyword was updated");
      await expect.poll(async () => (await read())?.state).toBe("PAUSED");
      await gone(page.getByRole("button", { name: pencil }));
      await screenshot(page, "campaign-page-edit-keywords");
      await flipSwitch(page, `State of ${name}`);
      await expect.poll(async () => (await read())?.state).toBe("ENABLED");
      expect(puts.every((path) => path === `/api/keywords/${profileId}/keyword/${keyword.id}`)).toBe(true);
    },
    CONNECT_TIMEOUT,
  );

  it(
    "re-bids an ASIN target ('ASIN Target was updated')",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const { campaignId, profileId } = await campaignWithMost(
        seller.email,
        "sp_targets",
        "e.kind = 'TARGET' and e.state = 'ENABLED' and e.expression like '%ASIN_SAME_AS%'",
      );
      await page.goto(`/migrated-campaign/${campaignId}`);
      const base = `/api/campaigns/${profileId}/${campaignId}`;
      const { asinTargets } = await apiData<CampaignTargets>(page, `${base}/targets`);
      const target = asinTargets.find((one) => one.state === "ENABLED");
      if (!target) throw new Error("no enabled ASIN target");
      await visible(page.getByRole("table", { name: "ASIN Target", exact: true }));

      const pencil = `Edit bid of ${target.productAsin}`;
      const form = await openAmount(page, pencil);
      await submitAmount(form, "0");
      await visible(form.getByText("Min value - $0.02"));
      await submitAmount(form, "0.41");
      await notice(page, "ASIN Target was updated");
      const read = async () =>
        (await apiData<CampaignTargets>(page, `${base}/targets`)).asinTargets.find(
          (one) => one.id === target.id,
        );
      expect((await read())?.bid).toBe(0.41);
      await flipSwitch(page, `State of ${target.productAsin}`);
      await notice(page, "ASIN Target was updated");
      await expect.poll(async () => (await read())?.state).toBe("PAUSED");
      await flipSwitch(page, `State of ${target.productAsin}`);
      await expect.poll(async () => (await read())?.state).toBe("ENABLED");
    },
    CONNECT_TIMEOUT,
  );

  it(
    "pauses and enables negative keywords and negative ASIN targets with their own toasts",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const cases = [
        {
          where: ["sp_keywords", "e.kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE') and e.state = 'ENABLED'"],
          title: "Negative Keyword Targets",
          toast: "Negative Keyword was updated",
          rows: (negatives: CampaignNegativeTargets) =>
            negatives.negativeKeywordTargets.map((one) => ({
              ...one,
              name: `${one.keywordText} (${matchTypeLabel(one.matchType)})`,
            })),
        },
        {
          where: ["sp_targets", "e.kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE') and e.state = 'ENABLED'"],
          title: "Negative ASIN Targets",
          toast: "Negative ASIN Target was updated",
          rows: (negatives: CampaignNegativeTargets) =>
            negatives.negativeAsinTargets.map((one) => ({ ...one, name: one.productAsin })),
        },
      ] as const;
      for (const negative of cases) {
        const [table, where] = negative.where;
        const { campaignId, profileId } = await campaignWithMost(seller.email, table, where);
        await page.goto(`/migrated-campaign/${campaignId}`);
        const path = `/api/campaigns/${profileId}/${campaignId}/targets/negative`;
        const one = negative
          .rows(await apiData<CampaignNegativeTargets>(page, path))
          .find((candidate) => candidate.state === "ENABLED");
        if (!one) throw new Error(`no enabled row in ${negative.title}`);
        await visible(page.getByRole("table", { name: negative.title, exact: true }));
        const read = async () =>
          negative.rows(await apiData<CampaignNegativeTargets>(page, path)).find((row) => row.id === one.id)
            ?.state;

        await flipSwitch(page, `State of ${one.name}`);
        await notice(page, negative.toast);
        await expect.poll(read).toBe("PAUSED");
        await screenshot(page, `campaign-page-edit-${negative.title.toLowerCase().replaceAll(" ", "-")}`);
        await flipSwitch(page, `State of ${one.name}`);
        await expect.poll(read).toBe("ENABLED");
      }
    },
    CONNECT_TIMEOUT,
  );

  it(
    "disables every switch and hides every pencil while the ad limit is reached",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const { campaignId } = await campaignWithMost(
        seller.email,
        "sp_keywords",
        "e.kind = 'KEYWORD' and e.state = 'ENABLED'",
      );
      await atAdLimit(page, seller.email, `/migrated-campaign/${campaignId}`, async () => {
        await visible(page.getByRole("table", { name: "Keyword Target", exact: true }));
        await visible(page.getByRole("table", { name: "Placements" }));
        const switches = page.getByRole("checkbox", { name: /^(Active|State of)/ });
        expect(await switches.count()).toBeGreaterThan(1);
        for (const one of await switches.all()) expect(await one.isDisabled()).toBe(true);
        expect(await page.getByRole("button", { name: /^Edit (budget|bid)/ }).count()).toBe(0);
      });
    },
    CONNECT_TIMEOUT,
  );
});
