import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BudgetRecommendations } from "../../worker/contracts/automation/budget-recommendation";
import { advertiseFromCard, currentProfileId, putSku } from "./support/advertised-sku-details";
import { addProduct, productWithTraffic } from "./support/automation";
import { screenshot, useBrowser } from "./support/browser";
import { apiData } from "./support/campaign-page";
import { moveMarket } from "./support/market";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { visible } from "./support/wait";

/** The local hour the day's cron runs at in this file: by then a small budget is spent. */
const EVENING = 20;

/** Whole hours from the market's now to the next `hour`:00 in the marketplace's zone (0 when it is that hour). */
async function hoursUntil(page: Page, timezone: string, hour: number) {
  const { now } = await apiData<{ now: string }>(page, "/api/clock");
  const local = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: timezone, hour: "2-digit", hourCycle: "h23" }).format(
      new Date(now),
    ),
  );
  return (hour - local + 24) % 24;
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

describe("a budget-bound SKU is told to raise its Max budget (issue 29, item 10)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "a SKU with a small Max budget that sells under target, after three evenings out of budget: its page and the dashboard recommend a bigger Max budget with the estimated sales, labelled an estimate",
    async () => {
      const { page } = browser;
      const { email } = await signIn(page);
      const profileId = await currentProfileId(page);
      // $3 a campaign: spent by the evening in the sandbox's market at these bids.
      const sku = await addProduct(page, profileId, await productWithTraffic(profileId), {
        maxDailyBudget: 9,
        bidMin: 0.8,
        bidMax: 1.6,
      });
      await page.goto(`/advertised-sku/${sku.id}`);
      await advertiseFromCard(page, sku);
      await visible(toast(page, "The advertising has been started"), 60_000);
      // The loosest target there is: whatever it sells, it sells under it.
      expect(await putSku(page, profileId, sku.id, { bidOptimization: { targetAcos: 100 } })).toBe(200);

      // The hourly cron runs once a simulated day here: at the evening, when the sync sees the
      // campaigns Amazon reports CAMPAIGN_OUT_OF_BUDGET (at local midnight it would see none).
      const toEvening = await hoursUntil(page, sku.timezone ?? "UTC", EVENING);
      if (toEvening > 0) await moveMarket(email, `${toEvening}h`, { step: "day" });
      await moveMarket(email, "3d", { step: "day" });

      const answer = await apiData<BudgetRecommendations>(
        page,
        `/api/automation/${profileId}/budget-recommendations?skuId=${sku.id}`,
      );
      const [recommendation] = answer.recommendations;
      expect(recommendation).toMatchObject({ skuId: sku.id, maxDailyBudget: 9, targetAcos: 100 });
      expect(recommendation?.outDays).toBeGreaterThanOrEqual(2);
      expect(recommendation?.suggestedMaxBudget).toBeGreaterThan(9);
      expect(recommendation?.estimatedExtraSalesPerDay).toBeGreaterThan(0);

      await page.goto(`/advertised-sku/${sku.id}`);
      const onPage = page
        .getByRole("region", { name: "Budget recommendations" })
        .getByRole("note", { name: `Budget-bound: ${sku.sku}` });
      await expectNotice(onPage, sku.sku);
      await onPage.scrollIntoViewIfNeeded();
      await onPage.screenshot({
        path: ".data/screenshots/budget-bound-sku-1440.png",
        animations: "disabled",
      });
      await screenshot(page, "budget-bound-sku-page-1440");

      await page.goto("/");
      const onDashboard = page
        .getByRole("region", { name: "Budget recommendations" })
        .getByRole("note", { name: `Budget-bound: ${sku.sku}` });
      await expectNotice(onDashboard, sku.sku);
      await expect(onDashboard.getByRole("link", { name: sku.sku }).getAttribute("href")).resolves.toBe(
        `/advertised-sku/${sku.id}`,
      );
      await screenshot(page, "budget-bound-dashboard-1440");

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNotice(onDashboard, sku.sku);
      await onDashboard.screenshot({
        path: ".data/screenshots/budget-bound-dashboard-390.png",
        animations: "disabled",
      });
      await page.goto(`/advertised-sku/${sku.id}`);
      await expectNotice(onPage, sku.sku);
      await onPage.scrollIntoViewIfNeeded();
      await page.screenshot({ path: ".data/screenshots/budget-bound-sku-390.png", animations: "disabled" });
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    CONNECT_TIMEOUT + 600_000,
  );
});
