import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { AdvertisedSku } from "../../worker/contracts/advertised-skus/advertised-sku";
import {
  addAdvertisedSku,
  advertiseFromCard,
  currentProfileId,
  readAdvertisedSku,
} from "./support/advertised-sku-details";
import { historyOf } from "./support/automation";
import { screenshot, useBrowser } from "./support/browser";
import { sharedDemoSellerSession } from "./support/demo-seller-session";
import { localD1 } from "./support/local-d1";
import { moveMarket } from "./support/market";
import { openScreen } from "./support/open-screen";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { visible } from "./support/wait";

const HOUR = 3_600_000;

/** The marketplace's now (the sandbox clock) in the SKU's zone: weekday, hour, date. */
async function localClock(page: Page, timezone: string, plusHours = 0) {
  const now = await page.evaluate(
    async () => ((await (await fetch("/api/clock")).json()) as { data: { now: string } }).data.now,
  );
  const at = new Date(Date.parse(now) + plusHours * HOUR);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: timezone, ...options }).format(at);
  return {
    weekday: part({ weekday: "long" }),
    hour: Number(part({ hour: "numeric", hourCycle: "h23" })),
    date: new Intl.DateTimeFormat("en-CA", { timeZone: timezone, dateStyle: "short" }).format(at),
  };
}

/** Adds a product no other file has built campaigns for and advertises it from Product Details. */
async function advertisedSku(page: Page, profileId: number) {
  const sku = await addAdvertisedSku(page, profileId);
  await openScreen(page, `/advertised-sku/${sku.id}`);
  await advertiseFromCard(page, sku);
  await visible(toast(page, "The advertising has been started"), 60_000);
  return sku;
}

/** States of the SKU's own campaigns as the last sync read them from Amazon. */
const campaignStates = async (profileId: number, sku: AdvertisedSku) =>
  (
    await localD1<{ state: string }>(
      "select c.state from sp_campaigns c join sku_campaigns s on s.profile_id = c.profile_id and s.campaign_id = c.campaign_id " +
        `where c.profile_id = ${profileId} and s.advertised_sku_id = ${sku.id}`,
    )
  ).map((row) => row.state);

/** The SKU's product ads in a state, in every campaign advertising it, as the last sync read them. */
const adStates = async (profileId: number, sku: AdvertisedSku, state: string) =>
  (
    await localD1<{ ad_id: string }>(
      "select a.ad_id from sp_product_ads a join sp_campaigns c on c.profile_id = a.profile_id and c.campaign_id = a.campaign_id " +
        "join sp_ad_groups g on g.profile_id = a.profile_id and g.ad_group_id = a.ad_group_id " +
        `where a.profile_id = ${profileId} and a.state = '${state}' and c.state != 'ARCHIVED' and g.state != 'ARCHIVED' ` +
        `and a.sku = '${sku.sku.replaceAll("'", "''")}'`,
    )
  ).map((row) => row.ad_id);

const all = (states: string[], state: string) => states.length > 0 && states.every((one) => one === state);

describe("ads off by the clock and by the stock, on the sandbox (issue 16)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSellerSession();
  // One advertised SKU for the file: day parting leaves its campaigns running again, in a window that
  // has passed, and the stock test then pauses and resumes its product ads.
  let advertised: AdvertisedSku | undefined;
  const skuOf = async (page: Page, profileId: number) => {
    advertised ??= await advertisedSku(page, profileId);
    return advertised;
  };

  it(
    "day parting pauses the SKU's campaigns inside its window and resumes them after",
    async () => {
      const { page } = browser;
      const { email } = await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await skuOf(page, profileId);
      const timezone = (await readAdvertisedSku(page, profileId, sku.id)).timezone ?? "UTC";
      // A window that opens two hours from now, for an hour: the hour before it, inside it and after it.
      const opens = await localClock(page, timezone, 2);
      const closes = opens.hour + 1;
      const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

      await visible(page.getByRole("heading", { name: "Optional", level: 2 }), 30_000);
      await page.getByRole("button", { name: "Day Parting & Seasonality", exact: true }).click();
      const form = page.getByRole("form", { name: "Day Parting & Seasonality" });
      const day = form.getByRole("group", { name: "Turn ads off at time of day" });
      await day.getByText("Turn ads off at time of day", { exact: true }).click();
      await day.getByLabel("Day", { exact: true }).selectOption({ label: opens.weekday });
      await day.getByLabel("From", { exact: true }).selectOption(hh(opens.hour));
      await day.getByLabel("To", { exact: true }).selectOption(hh(closes));
      await form.getByRole("button", { name: "Save" }).click();
      await visible(toast(page, "SKU was updated"));

      await moveMarket(email, "1h", { step: "hour" });
      expect(all(await campaignStates(profileId, sku), "ENABLED")).toBe(true);
      await moveMarket(email, "1h", { step: "hour" });
      expect(all(await campaignStates(profileId, sku), "PAUSED")).toBe(true);
      const paused = (await historyOf(page, profileId, sku.id)).filter(
        (change) => change.rule === "DAY_PARTING",
      );
      expect(paused.length).toBe((await campaignStates(profileId, sku)).length);
      expect(paused[0]?.reason).toContain("campaign paused");

      await moveMarket(email, "1h", { step: "hour" });
      expect(all(await campaignStates(profileId, sku), "ENABLED")).toBe(true);
      const resumed = (await historyOf(page, profileId, sku.id)).filter(
        (change) => change.rule === "DAY_PARTING" && change.reason.includes("campaign resumed"),
      );
      expect(resumed.length).toBe(paused.length);

      // Still on Product Details: its History tab reads the changes when first opened.
      const automation = page.getByRole("region", { name: "Automation", exact: true });
      await automation.getByRole("tab", { name: "History" }).click();
      const history = automation.getByRole("table", { name: "Automation history" });
      await visible(history.getByText(resumed[0]?.reason ?? "?", { exact: true }).first());
      await visible(history.getByText(paused[0]?.reason ?? "?", { exact: true }).first());
      await screenshot(page, "automation-day-parting");
    },
    CONNECT_TIMEOUT,
  );

  it(
    "an out-of-stock SKU's product ads are paused, and resumed when it is back in stock",
    async () => {
      const { page } = browser;
      const { email } = await signIn(page);
      const profileId = await currentProfileId(page);
      const sku = await skuOf(page, profileId);
      const timezone = (await readAdvertisedSku(page, profileId, sku.id)).timezone ?? "UTC";
      const [profile] = await localD1<{ amazon_profile_id: string }>(
        `select amazon_profile_id from amazon_profiles where id = ${profileId}`,
      );
      // Out of stock for the rest of the marketplace's day (the sandbox's stock spells are whole days).
      const soon = await localClock(page, timezone, 1);
      const response = await fetch(`${inject("sandboxUrl")}/_sandbox/stock-spells`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          profileId: Number(profile?.amazon_profile_id),
          sku: sku.sku,
          start: soon.date,
          end: soon.date,
        }),
      });
      expect(response.status).toBe(200);

      const enabledBefore = await adStates(profileId, sku, "ENABLED");
      expect(enabledBefore.length).toBeGreaterThan(0);

      await moveMarket(email, "1h", { step: "hour" });
      const inventory = async (start: string) =>
        (await historyOf(page, profileId, sku.id)).filter(
          (change) => change.rule === "INVENTORY" && change.reason.startsWith(start),
        );
      const paused = await inventory("Out of stock");
      const pausedIds = paused.map((change) => change.entityId).sort();
      // Every ad of the SKU that ran, in its own campaigns and the seller's, is paused.
      expect(pausedIds).toEqual([...enabledBefore].sort());
      expect(await adStates(profileId, sku, "ENABLED")).toEqual([]);

      // The next local day: back in stock, and the same ads run again.
      await moveMarket(email, `${24 - soon.hour}h`, { step: "day" });
      const resumed = await inventory("Back in stock");
      expect(resumed.map((change) => change.entityId).sort()).toEqual(pausedIds);
      expect((await adStates(profileId, sku, "ENABLED")).sort()).toEqual(pausedIds);

      await page.goto(`/advertised-sku/${sku.id}`);
      const automation = page.getByRole("region", { name: "Automation", exact: true });
      await automation.getByRole("tab", { name: "History" }).click();
      const history = automation.getByRole("table", { name: "Automation history" });
      await visible(history.getByText(resumed[0]?.reason ?? "?", { exact: true }).first());
      await visible(history.getByText(paused[0]?.reason ?? "?", { exact: true }).first());
      await screenshot(page, "automation-out-of-stock");
    },
    CONNECT_TIMEOUT,
  );
});
