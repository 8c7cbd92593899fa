import { beforeAll, describe, expect, it } from "vitest";
import type { AdvertisedSku, Seasonality } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { seedSku, sellerWithProfile } from "../support/advertised-skus";
import { sandboxControl } from "../support/amazon";
import { call } from "../support/http";
import { marketplaceDay } from "../support/seed-ads";

// Dates saved while still ahead, then judged again once the marketplace's clock has passed them.
let cookie = "";
let profileId = 0;
let skuId = 0;
let saved: Seasonality;

const put = (seasonality: unknown) =>
  call(`/api/advertised-sku/${profileId}/${skuId}`, { method: "PUT", body: { seasonality }, cookie });
const stored = async () =>
  ((await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie })).json.data as AdvertisedSku)
    .seasonality;
/** The status, and the error when refused: a failure shows the message. */
const answer = async (seasonality: unknown) => {
  const { status, json } = await put(seasonality);
  return { status, error: status === 200 ? null : json.data };
};
const accepted = { status: 200, error: null };
const refusal = (field: string, message: string) => ({
  status: 400,
  json: { status: "ERROR", data: { code: 1005, field, message: `${field}: ${message}` } },
});

beforeAll(async () => {
  ({ cookie, profileId } = await sellerWithProfile("season-started"));
  skuId = await seedSku(profileId, { sku: "SEASON-STARTED" });
  saved = {
    turnAdsOffAtTimeOfDay: { isActivated: true, windows: [{ day: "FRI", from: "20:00", to: "24:00" }] },
    turnAdsOffAtTimeOfYear: {
      isActivated: true,
      from: await marketplaceDay(2),
      to: await marketplaceDay(10),
    },
    increaseDailyBudgetAtTimeOfYear: {
      isActivated: true,
      from: await marketplaceDay(1),
      to: await marketplaceDay(2),
      amountIncreaseType: "%",
      budgetAmount: 25,
      budgetMax: 40,
    },
  };
  expect((await put(saved)).status).toBe(200);
  // The ads-off season has started (From yesterday); the budget raise has ended (To yesterday).
  await sandboxControl("/_sandbox/clock/advance", { duration: "3d" });
});

describe("PUT seasonality once a saved season has started (spec 001 §5: dates entered must be after today)", () => {
  it("accepts the stored dates unchanged when only day parting changes", async () => {
    const seasonality: Seasonality = {
      ...saved,
      turnAdsOffAtTimeOfDay: { isActivated: true, windows: [{ day: "SAT", from: "20:00", to: "24:00" }] },
    };
    expect(await answer(seasonality)).toEqual(accepted);
    expect(await stored()).toEqual(seasonality);
    saved = seasonality;
  });

  it("refuses a changed From that is not after today, with the spec's message", async () => {
    const from = await marketplaceDay(0);
    const { status, json } = await put({
      ...saved,
      turnAdsOffAtTimeOfYear: { ...saved.turnAdsOffAtTimeOfYear, from },
    });
    expect({ status, json }).toEqual(
      refusal("seasonality.turnAdsOffAtTimeOfYear.from", "Date must be greater than today"),
    );
    expect(await stored()).toEqual(saved);
  });

  it("accepts a started season extended to a new To after today", async () => {
    const seasonality = {
      ...saved,
      turnAdsOffAtTimeOfYear: { ...saved.turnAdsOffAtTimeOfYear, to: await marketplaceDay(20) },
    };
    expect(await answer(seasonality)).toEqual(accepted);
    expect(await stored()).toEqual(seasonality);
    saved = seasonality;
  });

  it("refuses a To not after From, and a changed To not after today", async () => {
    const year = saved.turnAdsOffAtTimeOfYear;
    const backwards = await put({
      ...saved,
      turnAdsOffAtTimeOfYear: { ...year, from: await marketplaceDay(10), to: await marketplaceDay(5) },
    });
    expect(backwards).toMatchObject(
      refusal("seasonality.turnAdsOffAtTimeOfYear.to", "Date must be greater than from"),
    );
    const past = await put({ ...saved, turnAdsOffAtTimeOfYear: { ...year, to: await marketplaceDay(0) } });
    expect(past).toMatchObject(
      refusal("seasonality.turnAdsOffAtTimeOfYear.to", "Date must be greater than today"),
    );
    expect(await stored()).toEqual(saved);
  });

  it("switches the started season off", async () => {
    const seasonality = { ...saved, turnAdsOffAtTimeOfYear: { isActivated: false } };
    expect(await answer(seasonality)).toEqual(accepted);
    expect(await stored()).toEqual(seasonality);
  });
});
