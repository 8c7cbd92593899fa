import { describe, expect, it } from "vitest";
import { formatDisplayDate } from "../../web/src/lib/format";
import type {
  CampaignDetail,
  CampaignNegativeTargets,
  CampaignTargets,
  SearchTermRow,
} from "../../worker/contracts/campaigns/campaign-detail";
import { downloadedBytes, screenshot, useBrowser } from "./support/browser";
import { apiData, campaignWithMost, campaignWithSearchTerms } from "./support/campaign-page";
import { managedCampaigns, markManagedCampaigns } from "./support/demo-seller";
import { openInApp } from "./support/open-in-app";
import { openScreen } from "./support/open-screen";
import { fetchThrough } from "./support/route-fetch";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

const PLACEMENT_LABELS: Record<string, string> = {
  PLACEMENT_TOP: "Top of search (first page)",
  PLACEMENT_PRODUCT_PAGE: "Product pages",
  PLACEMENT_REST_OF_SEARCH: "Rest of search",
};
const STRATEGY_LABELS: Record<string, string> = {
  LEGACY_FOR_SALES: "Dynamic bids - down only",
  AUTO_FOR_SALES: "Dynamic bids - up and down",
  MANUAL: "Fixed bids",
  RULE_BASED: "Rule-based bidding",
};

const MATCH_TYPES: Record<string, string> = {
  EXACT: "Exact",
  BROAD: "Broad",
  PHRASE: "Phrase",
  NEGATIVE_EXACT: "Negative Exact",
  NEGATIVE_PHRASE: "Negative Phrase",
};

describe("the campaign page (spec 000 §2.8)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();

  it(
    "shows a migrated campaign's summary, placements and search terms over the range passed from the list",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      await markManagedCampaigns(seller.email, { source: "MIGRATED" });
      const { campaignId, profileId, startDate, endDate } = await campaignWithSearchTerms(seller.email);
      await openScreen(page, `/migrated-campaign/${campaignId}?startDate=${startDate}&endDate=${endDate}`);

      const range = `startDate=${startDate}&endDate=${endDate}`;
      const detail = await apiData<CampaignDetail>(
        page,
        `/api/campaigns/${profileId}/${campaignId}?${range}`,
      );
      const terms = await apiData<SearchTermRow[]>(
        page,
        `/api/campaigns/${profileId}/${campaignId}/search-terms?${range}`,
      );
      expect(terms.length).toBeGreaterThan(0);

      await visible(page.getByRole("heading", { name: detail.name, level: 1 }));
      expect(await page.getByRole("link", { name: "Back to Migrated Campaigns" }).getAttribute("href")).toBe(
        "/migrated-campaigns",
      );
      await visible(page.getByLabel("Breadcrumb").getByRole("link", { name: "Migrated Campaigns" }));
      await visible(page.getByRole("button", { name: "Date range" }).getByText(/ – /));

      const summary = page.getByRole("region", { name: "Campaign summary" });
      await visible(summary.getByText("Daily budget"));
      const targeting = detail.targetingType === "AUTO" ? "Automatic targeting" : "Manual targeting";
      await visible(summary.getByText(targeting));
      const strategy = STRATEGY_LABELS[detail.dynamicBidding.strategy ?? ""] ?? "-";
      await visible(summary.getByText(strategy, { exact: true }));
      if (detail.report) {
        const spend = detail.report.spend.toLocaleString("en-US", { style: "currency", currency: "USD" });
        expect(await page.getByTestId("campaign-Spend").innerText()).toBe(spend);
      }

      const placements = page.getByRole("table", { name: "Placements" });
      await visible(placements);
      const placementRows = placements.locator("tbody tr");
      expect(await placementRows.count()).toBe(3);
      for (const [index, placement] of detail.placements.entries()) {
        const cells = placementRows.nth(index).locator("td");
        expect(await cells.nth(0).innerText()).toBe(PLACEMENT_LABELS[placement.placement]);
        expect(await cells.nth(1).innerText()).toBe(
          placement.percentage === null ? "-" : `${placement.percentage}%`,
        );
      }

      const searchTerms = page.getByRole("table", { name: "Search terms" });
      await visible(searchTerms);
      expect(await searchTerms.locator("tbody tr").count()).toBe(terms.length);
      const [firstTerm] = terms;
      // The first cell is the row's checkbox (select rows to negate or harvest them together).
      expect(await searchTerms.locator("tbody tr").first().locator("td").nth(1).innerText()).toBe(
        firstTerm?.type === "ASIN" ? firstTerm.searchTerm.toUpperCase() : firstTerm?.searchTerm,
      );
      await screenshot(page, "campaign-page");

      const download = page.waitForEvent("download");
      await page
        .getByRole("region", { name: "Placements" })
        .getByRole("button", { name: "Export CSV" })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`placements-${startDate}-${endDate}.csv`);
      const lines = (await downloadedBytes(file)).toString("utf8").trim().split(/\r?\n/);
      expect(lines[0]).toBe(
        "Placement,Bid adjustment,Impressions,Clicks,Spend (USD),Sales (USD),Units,ROAS,ACOS,CTR,CVR",
      );
      expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(
        detail.placements.map((placement) => PLACEMENT_LABELS[placement.placement]),
      );
      await visible(
        page.getByRole("region", { name: "Search terms" }).getByRole("button", { name: "Export CSV" }),
      );
    },
    CONNECT_TIMEOUT,
  );

  it(
    "shows the keyword, ASIN and negative target tables exactly when they have rows, match types as labels",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const campaigns = [
        await campaignWithMost(seller.email, "sp_keywords", "e.kind = 'KEYWORD'"),
        await campaignWithMost(
          seller.email,
          "sp_targets",
          "e.kind = 'TARGET' and e.expression like '%ASIN%'",
        ),
        await campaignWithMost(seller.email, "sp_keywords", "e.kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE')"),
      ];
      let negativesSeen = 0;
      for (const [index, { campaignId, profileId }] of campaigns.entries()) {
        const base = `/api/campaigns/${profileId}/${campaignId}`;
        const tablesRead = ["/targets", "/targets/negative"].map((path) =>
          page.waitForResponse((response) => new URL(response.url()).pathname === `${base}${path}`),
        );
        // The first campaign loads the app; the others are opened in it, as its links would.
        if (index === 0) await page.goto(`/migrated-campaign/${campaignId}`);
        else await openInApp(page, `/migrated-campaign/${campaignId}`);
        await visible(page.getByRole("table", { name: "Placements" }));
        await Promise.all(tablesRead);
        const range = await page.getByRole("button", { name: "Date range" }).innerText();
        expect(range).toMatch(/ – /);
        const detail = await apiData<CampaignDetail>(page, base);
        await visible(page.getByRole("heading", { name: detail.name, level: 1 }));
        const targets = await apiData<CampaignTargets>(page, `${base}/targets`);
        const negatives = await apiData<CampaignNegativeTargets>(page, `${base}/targets/negative`);
        const sections = [
          ["Keyword Target", targets.keywordTargets],
          ["ASIN Target", targets.asinTargets],
          ["Negative Keyword Targets", negatives.negativeKeywordTargets],
          ["Negative ASIN Targets", negatives.negativeAsinTargets],
        ] as const;
        for (const [title, rows] of sections) {
          const table = page.getByRole("table", { name: title, exact: true });
          await expect.poll(() => table.count(), { message: title }).toBe(rows.length > 0 ? 1 : 0);
          if (rows.length > 0)
            await expect.poll(() => table.locator("tbody tr").count(), { message: title }).toBe(rows.length);
        }
        for (const [title, rows] of [
          ["Keyword Target", targets.keywordTargets],
          ["Negative Keyword Targets", negatives.negativeKeywordTargets],
        ] as const) {
          const [first] = rows;
          if (!first) continue;
          const cells = page
            .getByRole("table", { name: title, exact: true })
            .locator("tbody tr")
            .first()
            .locator("td");
          // The keyword targets' rows start with their selection checkbox (issue 33's bulk bids).
          const at = title === "Keyword Target" ? 1 : 0;
          expect(await cells.nth(at).innerText()).toBe(first.keywordText);
          expect(await cells.nth(at + 1).innerText()).toBe(MATCH_TYPES[first.matchType]);
          if ("createdAt" in first) {
            negativesSeen += 1;
            // Added: the day Amazon created the negative.
            expect(first.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
            expect(await cells.nth(3).innerText()).toBe(formatDisplayDate(first.createdAt?.slice(0, 10)));
          }
        }
        await screenshot(page, `campaign-page-targets-${index}`);
      }
      expect(negativesSeen).toBeGreaterThan(0);
    },
    CONNECT_TIMEOUT,
  );

  it(
    "reads the last 7 marketplace days by default, ignores a range outside the past month and asks again for a chosen one",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const [managed] = await managedCampaigns(seller.email, "MIGRATED");
      const asked: URL[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith(`/api/campaigns/`) && url.searchParams.has("startDate")) asked.push(url);
      });
      await page.goto(`/migrated-campaign/${managed?.campaign_id}?startDate=2000-01-01&endDate=2000-01-07`);
      await visible(page.getByRole("table", { name: "Placements" }));
      const first = asked[0];
      const days = (url: URL | undefined) =>
        (Date.parse(url?.searchParams.get("endDate") ?? "") -
          Date.parse(url?.searchParams.get("startDate") ?? "")) /
        86_400_000;
      expect(days(first)).toBe(6);
      expect(first?.searchParams.get("startDate")).not.toBe("2000-01-01");
      expect(await page.getByRole("button", { name: "Date range" }).innerText()).not.toContain("2000");

      await page.getByRole("button", { name: "Date range" }).click();
      const enabledDays = page.locator(".rdp-day:not(.rdp-disabled):not(.rdp-hidden) button");
      await visible(enabledDays.first());
      await enabledDays.nth(0).click();
      await enabledDays.nth(3).click();
      await expect.poll(() => days(asked.at(-1))).toBe(3);
      const chosen = asked.at(-1)?.searchParams;
      await expect
        .poll(() => new URL(page.url()).searchParams.get("startDate"))
        .toBe(chosen?.get("startDate"));
      // The three reads leave together but in any order: wait for all of them.
      const readsOfChosen = () =>
        new Set(
          asked
            .filter((url) => url.searchParams.get("startDate") === chosen?.get("startDate"))
            .map((url) => url.pathname.split("/").slice(5).join("/")),
        );
      await expect.poll(readsOfChosen).toEqual(new Set(["", "targets", "search-terms"]));
    },
    CONNECT_TIMEOUT,
  );

  it(
    "goes back to Quick Launch from /campaign/{id} and shows the error view for a campaign that is not the seller's; 'No data available' with the filter hint when the campaign has no figures in the range",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      await page.goto("/campaign/not-a-campaign");
      await visible(page.getByRole("alert").filter({ hasText: "We couldn't load this" }));
      expect(await page.getByRole("link", { name: "Back to Quick Launch" }).getAttribute("href")).toBe(
        "/quick-launch",
      );

      const [managed] = await managedCampaigns(seller.email, "MIGRATED");
      await page.route(
        (url) => /^\/api\/campaigns\/\d+\/[^/]+$/.test(url.pathname),
        async (route) => {
          const answer = await fetchThrough(route);
          const body = (await answer.json()) as { data: CampaignDetail };
          const { report: _dropped, ...rest } = body.data;
          await route.fulfill({ response: answer, json: { ...body, data: rest } });
        },
      );
      await openInApp(page, `/migrated-campaign/${managed?.campaign_id}`);
      await visible(page.getByText("No data available"));
      await visible(page.getByText("Please try adjusting your filters to see performance data"));
    },
    CONNECT_TIMEOUT,
  );
});
