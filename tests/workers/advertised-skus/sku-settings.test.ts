import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AdvertisedSku,
  AdvertisedSkuUpdateResult,
} from "../../../worker/contracts/advertised-skus/advertised-sku";
import { otherSellerWithSku, seedSku, sellerWithProfile } from "../support/advertised-skus";
import { call } from "../support/http";
import { marketplaceDay } from "../support/seed-ads";

let cookie = "";
let profileId = 0;
let skuId = 0;
let other = { profileId: 0, skuId: 0 };
let today = "";
let tomorrow = "";

const SETTING_COLUMNS =
  "seasonality, negative_optimization, search_term_expansion, target_bid_expansion, updated_at";
const storedSettings = (id: number) =>
  env.DB.prepare(`select ${SETTING_COLUMNS} from advertised_skus where id = ?`)
    .bind(id)
    .first<Record<string, unknown>>();

const put = (body: unknown, id = skuId, profile = profileId) =>
  call(`/api/advertised-sku/${profile}/${id}`, { method: "PUT", body, cookie });

const allOff = {
  turnAdsOffAtTimeOfDay: { isActivated: false, windows: [] },
  turnAdsOffAtTimeOfYear: { isActivated: false },
  increaseDailyBudgetAtTimeOfYear: { isActivated: false },
};
const fridayEvening = { day: "FRI", from: "20:00", to: "24:00" };
const timeOfDay = { isActivated: true, windows: [fridayEvening] };
const negative = { frequency: "WEEKLY", lookBackPeriod: 30, clicksWithoutSale: 15 };
const harvest = {
  pullWinningFromOtherCampaigns: true,
  addNegativeToOriginalCampaign: true,
  frequency: "DAILY",
  lookBackPeriod: 14,
  roasMin: 2,
  roasMax: 6,
  ordersMin: 2,
  broadKeywordBidPrice: 0.45,
};
const bidExpansion = {
  isActivated: true,
  frequency: "MONTHLY",
  lookBackPeriod: 45,
  impressionsLessThan: 100,
  amountIncreaseType: "$",
  bidAmount: 0.1,
  bidMax: 2,
};

beforeAll(async () => {
  ({ cookie, profileId } = await sellerWithProfile("settings"));
  skuId = await seedSku(profileId, { sku: "SETTINGS-1" });
  other = await otherSellerWithSku("settings-stranger", "THEIR-SETTINGS");
  today = await marketplaceDay(0);
  tomorrow = await marketplaceDay(1);
});

describe("PUT /api/advertised-sku/{profileId}/{skuId}: the optional settings (spec 001 §4, §5)", () => {
  const badBodies = () =>
    [
      [
        "seasonality.turnAdsOffAtTimeOfYear.from",
        "Date must be greater than today",
        {
          seasonality: {
            ...allOff,
            turnAdsOffAtTimeOfYear: { isActivated: true, from: today, to: tomorrow },
          },
        },
      ],
      [
        "seasonality.turnAdsOffAtTimeOfYear.to",
        "Date must be greater than from",
        {
          seasonality: {
            ...allOff,
            turnAdsOffAtTimeOfYear: { isActivated: true, from: "2099-02-02", to: "2099-02-01" },
          },
        },
      ],
      [
        "seasonality.turnAdsOffAtTimeOfDay.windows.1.to",
        "Time must be greater than from",
        {
          seasonality: {
            ...allOff,
            turnAdsOffAtTimeOfDay: {
              isActivated: true,
              windows: [fridayEvening, { day: "MON", from: "10:00", to: "09:00" }],
            },
          },
        },
      ],
      [
        "seasonality.turnAdsOffAtTimeOfDay.windows.0.day",
        "Required",
        {
          seasonality: {
            ...allOff,
            turnAdsOffAtTimeOfDay: { isActivated: true, windows: [{ ...fridayEvening, day: null }] },
          },
        },
      ],
      [
        "seasonality.turnAdsOffAtTimeOfDay.windows.1.from",
        "Overlaps window 1 (FRI 20:00–24:00)",
        {
          seasonality: {
            ...allOff,
            turnAdsOffAtTimeOfDay: {
              isActivated: true,
              windows: [fridayEvening, { day: "FRI", from: "22:00", to: "23:00" }],
            },
          },
        },
      ],
      [
        "seasonality.turnAdsOffAtTimeOfDay.windows",
        "At most 14 windows",
        {
          seasonality: {
            ...allOff,
            turnAdsOffAtTimeOfDay: {
              isActivated: true,
              windows: Array.from({ length: 15 }, (_, hour) => ({
                day: "MON",
                from: `${String(hour + 1).padStart(2, "0")}:00`,
                to: `${String(hour + 2).padStart(2, "0")}:00`,
              })),
            },
          },
        },
      ],
      [
        "seasonality.turnAdsOffAtTimeOfDay.to",
        "Time must be greater than from",
        {
          seasonality: {
            ...allOff,
            turnAdsOffAtTimeOfDay: { isActivated: true, ...fridayEvening, to: "19:00" },
          },
        },
      ],
      [
        "seasonality.increaseDailyBudgetAtTimeOfYear.budgetAmount",
        "Max value - 100%",
        {
          seasonality: {
            ...allOff,
            increaseDailyBudgetAtTimeOfYear: {
              isActivated: true,
              from: "2099-01-01",
              to: "2099-01-02",
              amountIncreaseType: "%",
              budgetAmount: 150,
              budgetMax: 20,
            },
          },
        },
      ],
      [
        "negativeOptimization.frequency",
        "Required",
        { negativeOptimization: { ...negative, frequency: "HOURLY" } },
      ],
      [
        "negativeOptimization.clicksWithoutSale",
        "Enter at least one of clicks, impressions or CTR",
        { negativeOptimization: { frequency: "DAILY", lookBackPeriod: 7 } },
      ],
      [
        "negativeOptimization.ctrLowerThan",
        "Min value - 0.1%",
        { negativeOptimization: { ...negative, ctrLowerThan: 0.01 } },
      ],
      [
        "searchTermExpansion.roasMax",
        "The max ROAS can't be lower than the min ROAS",
        { searchTermExpansion: { ...harvest, roasMin: 5, roasMax: 4 } },
      ],
      [
        "searchTermExpansion.ordersMin",
        "Min value - 1",
        { searchTermExpansion: { ...harvest, ordersMin: 0 } },
      ],
      [
        "searchTermExpansion.exactKeywordBidPrice",
        "Min value - $0.02",
        { searchTermExpansion: { ...harvest, exactKeywordBidPrice: 0.01 } },
      ],
      [
        "targetBidExpansion.bidMax",
        "Min value - $0.03",
        { targetBidExpansion: { ...bidExpansion, bidMax: 0.02 } },
      ],
      [
        "targetBidExpansion.bidAmount",
        "Min value - 1%",
        { targetBidExpansion: { ...bidExpansion, amountIncreaseType: "%", bidAmount: 0.5 } },
      ],
    ] as const;

  it("refuses every bad setting with 400/1005 naming the field, and stores nothing", async () => {
    for (const [field, message, body] of badBodies()) {
      const before = await storedSettings(skuId);
      const { status, json } = await put(body);
      expect({ field, status, json }).toEqual({
        field,
        status: 400,
        json: { status: "ERROR", data: { code: 1005, field, message: `${field}: ${message}` } },
      });
      expect(await storedSettings(skuId)).toEqual(before);
    }
  });

  it("judges dates against the marketplace's today: tomorrow there is accepted", async () => {
    const seasonality = {
      turnAdsOffAtTimeOfDay: timeOfDay,
      turnAdsOffAtTimeOfYear: { isActivated: true, from: tomorrow, to: await marketplaceDay(2) },
      increaseDailyBudgetAtTimeOfYear: {
        isActivated: true,
        from: tomorrow,
        to: await marketplaceDay(30),
        amountIncreaseType: "%",
        budgetAmount: 25,
        budgetMax: 40,
      },
    };
    const { status, json } = await put({ seasonality });
    expect(status).toBe(200);
    expect((json.data as AdvertisedSkuUpdateResult).seasonality).toEqual(seasonality);
    const detail = await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie });
    expect((detail.json.data as AdvertisedSku).seasonality).toEqual(seasonality);
  });

  it("stores each setting as sent and shows it back in the detail", async () => {
    const body = {
      negativeOptimization: negative,
      searchTermExpansion: harvest,
      targetBidExpansion: bidExpansion,
    };
    const { status, json } = await put(body);
    expect(status).toBe(200);
    const detail = (await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie })).json
      .data as AdvertisedSku;
    for (const answer of [json.data as AdvertisedSkuUpdateResult, detail]) {
      expect(answer.negativeOptimization).toEqual({
        ...negative,
        impressionsWithoutClick: null,
        ctrLowerThan: null,
      });
      expect(answer.searchTermExpansion).toEqual({
        ...harvest,
        ctrHigherThan: null,
        conversionHigherThan: null,
        phraseKeywordBidPrice: null,
        exactKeywordBidPrice: null,
      });
      expect(answer.targetBidExpansion).toEqual(bidExpansion);
    }
  });

  it("turned off: negative optimisation null, the others only their flags", async () => {
    const { status } = await put({
      seasonality: { ...allOff, turnAdsOffAtTimeOfDay: { ...timeOfDay, isActivated: false } },
      negativeOptimization: null,
      searchTermExpansion: {
        ...harvest,
        pullWinningFromOtherCampaigns: false,
        addNegativeToOriginalCampaign: false,
      },
      targetBidExpansion: { ...bidExpansion, isActivated: false, bidMax: 0 },
    });
    expect(status).toBe(200);
    const detail = (await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie })).json
      .data as AdvertisedSku;
    expect(detail.seasonality).toEqual(allOff);
    expect(detail.negativeOptimization).toBeNull();
    expect(detail.searchTermExpansion).toEqual({
      pullWinningFromOtherCampaigns: false,
      addNegativeToOriginalCampaign: false,
    });
    expect(detail.targetBidExpansion).toEqual({ isActivated: false });
  });

  it("refuses another seller's SKU with 1006 and their profile with 1003, changing nothing", async () => {
    const before = await storedSettings(other.skuId);
    const sku = await put({ negativeOptimization: negative }, other.skuId);
    expect(sku.status).toBe(404);
    expect(sku.json.data).toMatchObject({ code: 1006 });
    const profile = await put({ negativeOptimization: negative }, other.skuId, other.profileId);
    expect(profile.json.data).toMatchObject({ code: 1003 });
    expect(await storedSettings(other.skuId)).toEqual(before);
  });
});
