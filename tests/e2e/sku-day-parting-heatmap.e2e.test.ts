import { describe, expect, it } from "vitest";
import type { HourGrid } from "../../worker/contracts/day-parting/hour-grid";
import {
  addAdvertisedSku,
  currentProfileId,
  putSku,
  readAdvertisedSku,
} from "./support/advertised-sku-details";
import { screenshot, useBrowser } from "./support/browser";
import { sharedDemoSellerSession } from "./support/demo-seller-session";
import { moveMarket } from "./support/market";
import { openScreen } from "./support/open-screen";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { gone, visible } from "./support/wait";

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

  it(
    "edits several day-parting windows: a blank second window and an overlap refused under their fields, two windows saved, shown again after a reload and both hatched at 1440 and 390 px, then one removed, and Add stopping at 14 rows",
    async () => {
      const { page } = browser;
      await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);
      await page.setViewportSize({ width: 1440, height: 900 });
      await openScreen(page, `/advertised-sku/${sku.id}`);
      await visible(page.getByRole("heading", { name: "Optional", level: 2 }), 30_000);
      await page.getByRole("button", { name: "Day Parting & Seasonality", exact: true }).click();
      const form = page.getByRole("form", { name: "Day Parting & Seasonality" });
      const day = form.getByRole("group", { name: "Turn ads off at time of day" });
      await day.getByText("Turn ads off at time of day", { exact: true }).click();
      const first = day.getByRole("group", { name: "Window 1" });
      await first.getByLabel("Day", { exact: true }).selectOption({ label: "Wednesday" });
      await first.getByLabel("From", { exact: true }).selectOption("09:00");
      await first.getByLabel("To", { exact: true }).selectOption("12:00");

      await visible(day.getByText("Up to 14 windows; windows of one day may not overlap."));
      await day.getByRole("button", { name: "Add window" }).click();
      const second = day.getByRole("group", { name: "Window 2" });
      await form.getByRole("button", { name: "Save" }).click();
      expect(await second.getByText("Required", { exact: true }).count()).toBe(3);
      expect(await first.getByText("Required", { exact: true }).count()).toBe(0);

      await second.getByLabel("Day", { exact: true }).selectOption({ label: "Wednesday" });
      await second.getByLabel("From", { exact: true }).selectOption("11:00");
      await second.getByLabel("To", { exact: true }).selectOption("10:00");
      await form.getByRole("button", { name: "Save" }).click();
      await visible(second.getByText("Time must be greater than from"));
      await second.getByLabel("To", { exact: true }).selectOption("14:00");
      await form.getByRole("button", { name: "Save" }).click();
      await visible(second.getByText("Overlaps window 1 (WED 09:00–12:00)"));
      await screenshot(page, "sku-day-parting-windows-errors-1440");
      expect((await readAdvertisedSku(page, profileId, sku.id)).seasonality).toBeNull();

      await second.getByLabel("Day", { exact: true }).selectOption({ label: "Saturday" });
      await second.getByLabel("From", { exact: true }).selectOption("01:00");
      await second.getByLabel("To", { exact: true }).selectOption("06:00");
      await form.getByRole("button", { name: "Save" }).click();
      await visible(toast(page, "SKU was updated"));
      const saved = {
        isActivated: true,
        windows: [
          { day: "WED", from: "09:00", to: "12:00" },
          { day: "SAT", from: "01:00", to: "06:00" },
        ],
      };
      expect((await readAdvertisedSku(page, profileId, sku.id)).seasonality?.turnAdsOffAtTimeOfDay).toEqual(
        saved,
      );

      await page.reload();
      await visible(page.getByRole("heading", { name: "Optional", level: 2 }), 30_000);
      await page.getByRole("button", { name: "Day Parting & Seasonality", exact: true }).click();
      const again = page.getByRole("form", { name: "Day Parting & Seasonality" });
      const shownWindow = (index: number) => again.getByRole("group", { name: `Window ${index}` });
      expect(await shownWindow(1).getByLabel("Day", { exact: true }).inputValue()).toBe("WED");
      expect(await shownWindow(2).getByLabel("Day", { exact: true }).inputValue()).toBe("SAT");
      expect(await shownWindow(2).getByLabel("From", { exact: true }).inputValue()).toBe("01:00");
      expect(await shownWindow(2).getByLabel("To", { exact: true }).inputValue()).toBe("06:00");

      const card = page.getByRole("region", { name: "Hours and weekdays" }).first();
      await visible(
        card.getByTestId("day-parting-windows").getByText("Windows: Wed 09:00–12:00 · Sat 01:00–06:00"),
      );
      // Three hours on Wednesday and five on Saturday.
      expect(await card.locator("[data-ads-off]").count()).toBe(8);
      await visible(card.getByRole("gridcell", { name: /^Sat 05:00–06:00: .* · ads off \(day parting\)$/ }));
      await visible(card.getByRole("gridcell", { name: /^Sat 06:00–07:00: .*ACOS (-|[0-9.]+ %)$/ }));
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, "sku-day-parting-windows-1440");

      await page.setViewportSize({ width: 390, height: 844 });
      await shownWindow(2).scrollIntoViewIfNeeded();
      await screenshot(page, "sku-day-parting-windows-form-390", { fullPage: false });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, "sku-day-parting-windows-390", { fullPage: false });

      // A window added then removed is not sent; removing the first leaves Saturday's, renumbered.
      await page.setViewportSize({ width: 1440, height: 900 });
      await again.getByRole("button", { name: "Add window" }).click();
      await visible(shownWindow(3));
      await again.getByRole("button", { name: "Remove window 3" }).click();
      await gone(shownWindow(3));
      await again.getByRole("button", { name: "Remove window 1" }).click();
      await gone(shownWindow(2));
      expect(await shownWindow(1).getByLabel("Day", { exact: true }).inputValue()).toBe("SAT");
      expect(await again.getByRole("button", { name: /^Remove window/ }).count()).toBe(0);
      await again.getByRole("button", { name: "Save" }).click();
      await visible(toast(page, "SKU was updated"));
      expect((await readAdvertisedSku(page, profileId, sku.id)).seasonality?.turnAdsOffAtTimeOfDay).toEqual({
        isActivated: true,
        windows: [{ day: "SAT", from: "01:00", to: "06:00" }],
      });
      await visible(card.getByText("Windows: Sat 01:00–06:00"));
      expect(await card.locator("[data-ads-off]").count()).toBe(5);

      // Add stops at the limit: 14 rows.
      const add = again.getByRole("button", { name: "Add window" });
      for (let rows = 1; rows < 14; rows++) await add.click();
      await visible(shownWindow(14));
      expect(await add.isDisabled()).toBe(true);
    },
    CONNECT_TIMEOUT,
  );
});
