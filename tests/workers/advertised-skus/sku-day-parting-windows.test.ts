import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdvertisePreview } from "../../../worker/contracts/advertised-skus/advertise-preview";
import type { AdvertisedSku } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { seedSku, sellerWithProfile, storedSku } from "../support/advertised-skus";
import { call } from "../support/http";

// Day parting with several windows a week (issue 33): saved, read back, and the single window saved
// before it still read.
let cookie = "";
let profileId = 0;

const othersOff = {
  turnAdsOffAtTimeOfYear: { isActivated: false },
  increaseDailyBudgetAtTimeOfYear: { isActivated: false },
};
const fridayEvening = { day: "FRI", from: "20:00", to: "24:00" };
const mondayNight = { day: "MON", from: "01:00", to: "06:00" };

const put = (skuId: number, turnAdsOffAtTimeOfDay: unknown) =>
  call(`/api/advertised-sku/${profileId}/${skuId}`, {
    method: "PUT",
    cookie,
    body: { seasonality: { turnAdsOffAtTimeOfDay, ...othersOff } },
  });
const detail = async (skuId: number) =>
  (await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie })).json.data as AdvertisedSku;
/** Advertise's preview of day parting's first change. */
async function dayPartingPreview(skuId: number) {
  const preview = await call(`/api/campaigns/${profileId}/auto/${skuId}/preview`, { cookie });
  return (preview.json.data as AdvertisePreview).rules.find((rule) => rule.label === "Day parting")
    ?.firstChange;
}
/** The column as D1 holds it. */
const storedColumn = async (skuId: number) => JSON.parse(String((await storedSku(skuId))?.seasonality));

beforeAll(async () => {
  ({ cookie, profileId } = await sellerWithProfile("day-parting-windows"));
});

describe("day parting's windows through PUT and GET /api/advertised-sku/{profileId}/{skuId}", () => {
  it("saves two windows and shows both back, stored as a list", async () => {
    const skuId = await seedSku(profileId, { sku: "WINDOWS-TWO" });
    const setting = { isActivated: true, windows: [fridayEvening, mondayNight] };
    const { status } = await put(skuId, setting);
    expect(status).toBe(200);
    expect((await detail(skuId)).seasonality?.turnAdsOffAtTimeOfDay).toEqual(setting);
    expect((await storedColumn(skuId)).turnAdsOffAtTimeOfDay).toEqual(setting);
    expect(await dayPartingPreview(skuId)).toMatch(
      /^Pauses the campaigns every FRI from 20:00 to 24:00, every MON from 01:00 to 06:00 \(.+\) and enables them again after\.$/,
    );
  });

  it("accepts the single window a client from before issue 33 sends, and stores it as a list of one", async () => {
    const skuId = await seedSku(profileId, { sku: "WINDOWS-OLD-CLIENT" });
    const { status } = await put(skuId, { isActivated: true, ...fridayEvening });
    expect(status).toBe(200);
    const asList = { isActivated: true, windows: [fridayEvening] };
    expect((await detail(skuId)).seasonality?.turnAdsOffAtTimeOfDay).toEqual(asList);
    expect((await storedColumn(skuId)).turnAdsOffAtTimeOfDay).toEqual(asList);
  });

  it("refuses overlapping windows with 400/1005 naming the window's From, and changes nothing", async () => {
    const skuId = await seedSku(profileId, { sku: "WINDOWS-OVERLAP" });
    expect((await put(skuId, { isActivated: true, windows: [fridayEvening] })).status).toBe(200);
    const before = await storedSku(skuId);
    const { status, json } = await put(skuId, {
      isActivated: true,
      windows: [mondayNight, fridayEvening, { day: "FRI", from: "23:00", to: "24:00" }],
    });
    const field = "seasonality.turnAdsOffAtTimeOfDay.windows.2.from";
    expect({ status, json }).toEqual({
      status: 400,
      json: {
        status: "ERROR",
        data: { code: 1005, field, message: `${field}: Overlaps window 2 (FRI 20:00–24:00)` },
      },
    });
    expect(await storedSku(skuId)).toEqual(before);
  });

  it("reads a row saved in the single-window shape as a list of one: the detail, the automation's status and Advertise's preview", async () => {
    const skuId = await seedSku(profileId, { sku: "WINDOWS-OLD-ROW" });
    const oldShape = { turnAdsOffAtTimeOfDay: { isActivated: true, ...fridayEvening }, ...othersOff };
    await env.DB.prepare("update advertised_skus set seasonality = ? where id = ?")
      .bind(JSON.stringify(oldShape), skuId)
      .run();

    expect((await detail(skuId)).seasonality).toEqual({
      ...othersOff,
      turnAdsOffAtTimeOfDay: { isActivated: true, windows: [fridayEvening] },
    });
    expect(await dayPartingPreview(skuId)).toMatch(
      /^Pauses the campaigns every FRI from 20:00 to 24:00 \(.+\) and enables them again after\.$/,
    );
    // Advertised, its rules run: day parting is on.
    await env.DB.prepare("update advertised_skus set is_advertised = 1 where id = ?").bind(skuId).run();
    const status = await call(`/api/automation/${profileId}/status?skuId=${skuId}`, { cookie });
    expect(
      status.json.data.rules.find((rule: { rule: string }) => rule.rule === "DAY_PARTING")?.enabled,
    ).toBe(true);
  });
});
