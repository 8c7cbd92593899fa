import { describe, expect, it } from "vitest";
import type { HourGrid } from "../../worker/contracts/day-parting/hour-grid";
import { addAdvertisedSku, currentProfileId, putSku } from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { sharedDemoSellerSession } from "./support/demo-seller-session";
import { moveMarket } from "./support/market";
import { openScreen } from "./support/open-screen";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

const WEEKDAY_SHORT = { MON: "Mon", TUE: "Tue", WED: "Wed", THU: "Thu", FRI: "Fri", SAT: "Sat", SUN: "Sun" };
const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

describe("the SKU page's hours and weekdays (issue 33 item 6)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSellerSession();

  it(
    "shows the SKU's clicks by weekday and hour from Amazon Marketing Stream, a cell's figures on hover and on focus, ACOS against the target, and the day-parting window hatched, at 1440 and 390 px",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);
      const seasonality = {
        turnAdsOffAtTimeOfDay: { isActivated: true, day: "WED", from: "09:00", to: "12:00" },
        turnAdsOffAtTimeOfYear: { isActivated: false },
        increaseDailyBudgetAtTimeOfYear: { isActivated: false },
      };
      expect(await putSku(page, profileId, sku.id, { seasonality })).toBe(200);
      expect(await putSku(page, profileId, sku.id, { bidOptimization: { targetAcos: 25 } })).toBe(200);
      const hourGrid = () =>
        page.evaluate(
          async (path) => ((await (await fetch(path)).json()) as { data: HourGrid }).data,
          `/api/advertised-sku/${profileId}/${sku.id}/hour-grid?days=14`,
        );
      await page.setViewportSize({ width: 1440, height: 900 });
      await openScreen(page, `/advertised-sku/${sku.id}`);
      const card = page.getByRole("region", { name: "Hours and weekdays" }).first();
      await visible(card.getByRole("heading", { name: "Hours and weekdays" }));
      // A seeded seller starts without the stream's hours (only the reports' days are copied to it).
      await visible(card.getByText("No hourly figures for this SKU in the last 30 days yet."));

      // The hourly job's sync subscribes the profile to Marketing Stream and pulls the hours it delivers.
      await moveMarket(seller.email, "1h", { step: "hour" });
      const grid = await hourGrid();
      expect(grid.hasFigures).toBe(true);
      const busiest = grid.cells.reduce((best, cell) => (cell.clicks > best.clicks ? cell : best));
      expect(busiest.clicks).toBeGreaterThan(0);
      const cellName = `${WEEKDAY_SHORT[busiest.weekday]} ${clock(busiest.hour)}–${clock(busiest.hour + 1)}: ${busiest.clicks} clicks · ${busiest.orders} orders · $${busiest.spend.toFixed(2)} spend`;

      await card.getByLabel("Look-back").selectOption({ label: "Last 14 days" });
      const cell = card.getByRole("gridcell", { name: cellName, exact: false });
      await visible(cell);
      await cell.scrollIntoViewIfNeeded();
      await cell.hover();
      await visible(card.getByTestId("heatmap-cell-figures").getByText(cellName, { exact: false }));
      // The window Wednesday 09:00–12:00 hatches three hours.
      expect(await card.locator("[data-ads-off]").count()).toBe(3);
      for (const hour of [9, 10, 11]) {
        await visible(
          card.getByRole("gridcell", {
            name: new RegExp(`^Wed ${clock(hour)}–${clock(hour + 1)}: .* · ads off \\(day parting\\)$`),
          }),
        );
      }
      await visible(card.getByText("Ads off (day parting)"));
      await screenshot(page, "sku-day-parting-heatmap-1440");

      await card.getByRole("button", { name: "ACOS", exact: true }).click();
      await visible(card.getByText("At or under target 25 %"));
      await card.getByRole("button", { name: "Orders", exact: true }).focus();
      await cell.focus();
      await visible(card.getByTestId("heatmap-cell-figures").getByText(cellName, { exact: false }));

      await page.setViewportSize({ width: 390, height: 844 });
      await cell.scrollIntoViewIfNeeded();
      await visible(cell);
      await screenshot(page, "sku-day-parting-heatmap-390", { fullPage: false });
    },
    CONNECT_TIMEOUT,
  );
});
