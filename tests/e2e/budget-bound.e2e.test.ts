import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  type BudgetBound,
  budgetBoundText,
  budgetRecommendationText,
} from "../../worker/automation/rules/budget-bound";
import type { BudgetRecommendations } from "../../worker/contracts/automation/budget-recommendation";
import { addAdvertisedSku, currentProfileId } from "./support/advertised-sku-details";
import { answerApi } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { fetchThrough } from "./support/route-fetch";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

/** A budget-bound SKU as the rule finds one: out of budget by 17:00 on 3 of the last 7 days, under target. */
const BOUND: BudgetBound = {
  outDays: 3,
  windowDays: 7,
  typicalHour: 17,
  acos: 42.5,
  targetAcos: 100,
  extraSalesCentsPerDay: 2340,
  maxDailyBudgetCents: 900,
  suggestedMaxBudgetCents: 1400,
};

/** The recommendation as the API words it (worker/services/automation/budget-recommendations.ts). */
const recommendationOf = (sku: { id: number; sku: string }): BudgetRecommendations => ({
  recommendations: [
    {
      skuId: sku.id,
      sku: sku.sku,
      outDays: BOUND.outDays,
      windowDays: BOUND.windowDays,
      outHour: BOUND.typicalHour,
      acos: BOUND.acos,
      targetAcos: BOUND.targetAcos,
      maxDailyBudget: 9,
      suggestedMaxBudget: 14,
      estimatedExtraSalesPerDay: 23.4,
      reason: budgetBoundText(BOUND).replace(/; $/, ""),
      recommendation: budgetRecommendationText(BOUND, "USD"),
    },
  ],
});

/** The SKU as the API stores it, but advertised: the notice shows on an advertised SKU's page only. */
async function advertisedOnScreen(page: Page, profileId: number, skuId: number) {
  await page.route(
    (url) => url.pathname === `/api/advertised-sku/${profileId}/${skuId}`,
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await fetchThrough(route);
      const answer = await response.json();
      answer.data.isAdvertised = true;
      return route.fulfill({ response, json: answer });
    },
  );
}

/** A budget-bound notice: the SKU, the reason, the recommendation labelled as an estimate. */
async function expectNotice(notice: Locator, sku: string) {
  await visible(notice, 30_000);
  await visible(notice.getByText("is budget-bound: a bigger Max budget would sell more", { exact: true }));
  await visible(notice.getByText("Estimate", { exact: true }));
  await visible(notice.getByText(/^Budget-bound: ran out of budget by \d\d:00 on \d of the last 7 days/));
  await visible(notice.getByText(/^Raise the Max budget from \$9\.00 to about \$\d+\.00: estimated \+\$/));
  expect(await notice.textContent()).toContain(sku);
  expect(await notice.textContent()).toContain("an estimate");
}

/**
 * The screens of a budget-bound SKU (issue 29, item 10), with the recommendations answered: which SKU is
 * budget-bound after days of syncs, and the estimate, are tests/workers/automation/budget-bound.test.ts's.
 */
describe("a budget-bound SKU is told to raise its Max budget (issue 29, item 10)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "its page and the dashboard recommend a bigger Max budget with the estimated sales, labelled an estimate, at 1440 and 390 px",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);
      await advertisedOnScreen(page, profileId, sku.id);
      const asked: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith("/budget-recommendations")) asked.push(url.search);
      });
      await answerApi(page, `/automation/${profileId}/budget-recommendations`, 200, {
        status: "SUCCESS",
        data: recommendationOf(sku),
      });

      await page.goto(`/advertised-sku/${sku.id}`);
      const onPage = page
        .getByRole("region", { name: "Budget recommendations" })
        .getByRole("note", { name: `Budget-bound: ${sku.sku}` });
      await expectNotice(onPage, sku.sku);
      // The SKU's page asks for its own SKU only.
      expect(asked).toContain(`?skuId=${sku.id}`);
      expect(await onPage.getByRole("link").count()).toBe(0);
      await onPage.scrollIntoViewIfNeeded();
      await onPage.screenshot({
        path: ".data/screenshots/budget-bound-sku-1440.png",
        animations: "disabled",
      });
      await screenshot(page, "budget-bound-sku-page-1440");
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNotice(onPage, sku.sku);
      await onPage.scrollIntoViewIfNeeded();
      await page.screenshot({ path: ".data/screenshots/budget-bound-sku-390.png", animations: "disabled" });

      await page.goto("/");
      const onDashboard = page
        .getByRole("region", { name: "Budget recommendations" })
        .getByRole("note", { name: `Budget-bound: ${sku.sku}` });
      await expectNotice(onDashboard, sku.sku);
      await expect(onDashboard.getByRole("link", { name: sku.sku }).getAttribute("href")).resolves.toBe(
        `/advertised-sku/${sku.id}`,
      );
      await onDashboard.screenshot({
        path: ".data/screenshots/budget-bound-dashboard-390.png",
        animations: "disabled",
      });
      // The dashboard asks for the whole profile's.
      expect(asked).toContain("");
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectNotice(onDashboard, sku.sku);
      await screenshot(page, "budget-bound-dashboard-1440");
    },
    CONNECT_TIMEOUT,
  );
});
