import { describe, expect, it } from "vitest";
import { dayParting } from "../../../worker/automation/rules/day-parting";
import { inventory } from "../../../worker/automation/rules/inventory";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { seasonality } from "../../../worker/automation/rules/seasonality";
import {
  adsOffAtTimeOfDay,
  applyAll,
  campaignOf,
  inputOf,
  laClock,
  productAdOf,
  seasonalityWith,
  settingsOf,
  snapshotOf,
  summary,
} from "./schedule-fixtures";

/**
 * The SKU in Skupilot's keyword campaign, in a migrated campaign it alone advertises ("c-mig-own"), in a
 * migrated campaign it shares with other SKUs ("c-mig-shared") and in a campaign of the seller's never
 * migrated ("c-seller").
 */
const CAMPAIGNS = [
  campaignOf("c-kw"),
  campaignOf("c-mig-own", { role: null, migrated: true, budgetCents: 3000 }),
  campaignOf("c-mig-shared", { role: null, migrated: true, sharedWithOtherSkus: true, budgetCents: 8000 }),
  campaignOf("c-seller", { role: null }),
];
const ADS = [
  productAdOf("ad-kw", "c-kw"),
  productAdOf("ad-mig-own", "c-mig-own"),
  productAdOf("ad-mig-shared", "c-mig-shared"),
  productAdOf("ad-seller", "c-seller"),
];
/** 2026-11-23 is a Monday: ads off 01:00–06:00 in Los Angeles. */
const night = snapshotOf({
  settings: settingsOf({ seasonality: adsOffAtTimeOfDay("MON", "01:00", "06:00") }),
  campaigns: CAMPAIGNS,
  productAds: ADS,
});
const dayPart = (snapshot: SkuSnapshot, time: string) => dayParting.propose(inputOf(snapshot, laClock(time)));
const dayPartAt = (snapshot: SkuSnapshot, ...times: string[]) =>
  times.reduce((state, time) => applyAll(state, dayPart(state, time), laClock(time)), snapshot);

describe("day parting on migrated campaigns (issue 29: every campaign that advertises the SKU)", () => {
  it("at night pauses a migrated campaign the SKU alone advertises like its own, and only the SKU's product ad in a shared one", () => {
    const changes = dayPart(night, "2026-11-23T01:00");
    expect(summary(changes)).toEqual([
      "c-kw ENABLED→PAUSED",
      "c-mig-own ENABLED→PAUSED",
      "ad-mig-shared ENABLED→PAUSED",
    ]);
    const adPause = changes.find((change) => "entityId" in change && change.entityId === "ad-mig-shared");
    expect(adPause).toMatchObject({
      rule: "DAY_PARTING",
      kind: "SET_STATE",
      entityType: "PRODUCT_AD",
      campaignId: "c-mig-shared",
      reason:
        "Day parting: ads off MON 01:00–06:00 (America/Los_Angeles), it is MON 01:00; product ad paused (the campaign also advertises other products, which keep running)",
    });
    // The shared campaign itself, its budget, and the seller's never-migrated campaign are left alone.
    const touched = changes.map((change) => ("entityId" in change ? change.entityId : ""));
    expect(touched).not.toContain("c-mig-shared");
    expect(touched).not.toContain("c-seller");
    expect(touched).not.toContain("ad-seller");
    expect(changes.every((change) => change.kind === "SET_STATE")).toBe(true);
  });

  it("inside the window changes nothing more; at To resumes the campaigns and the product ad it paused", () => {
    const paused = dayPartAt(night, "2026-11-23T01:00");
    expect(dayPart(paused, "2026-11-23T03:00")).toEqual([]);
    const changes = dayPart(paused, "2026-11-23T06:00");
    expect(summary(changes)).toEqual([
      "c-kw PAUSED→ENABLED",
      "c-mig-own PAUSED→ENABLED",
      "ad-mig-shared PAUSED→ENABLED",
    ]);
    expect(changes[2]?.reason).toBe(
      "Day parting window MON 01:00–06:00 (America/Los_Angeles) is over, it is MON 06:00; product ad resumed (day parting paused it)",
    );
    expect(dayPart(dayPartAt(paused, "2026-11-23T06:00"), "2026-11-23T07:00")).toEqual([]);
  });

  it("resumes only what it paused: a product ad the seller had paused in the shared campaign stays paused", () => {
    const sellerPaused = {
      ...night,
      productAds: ADS.map((one) =>
        one.adId === "ad-mig-shared" ? { ...one, state: "PAUSED" as const } : one,
      ),
    };
    const after = dayPartAt(sellerPaused, "2026-11-23T01:00");
    expect(summary(dayPart(after, "2026-11-23T06:00"))).toEqual([
      "c-kw PAUSED→ENABLED",
      "c-mig-own PAUSED→ENABLED",
    ]);
  });

  it("a campaign paused whole that became shared meanwhile is still resumed whole, never left off", () => {
    const paused = dayPartAt(night, "2026-11-23T01:00");
    const nowShared = {
      ...paused,
      campaigns: paused.campaigns.map((campaign) =>
        campaign.campaignId === "c-mig-own" ? { ...campaign, sharedWithOtherSkus: true } : campaign,
      ),
    };
    expect(summary(dayPart(nowShared, "2026-11-23T06:00"))).toEqual([
      "c-kw PAUSED→ENABLED",
      "c-mig-own PAUSED→ENABLED",
      "ad-mig-shared PAUSED→ENABLED",
    ]);
  });

  it("a shared campaign Skupilot built (another product's ad added to it on Amazon) has the product ad paused too", () => {
    const built = snapshotOf({
      ...night,
      campaigns: [campaignOf("c-kw", { sharedWithOtherSkus: true })],
      productAds: [productAdOf("ad-kw", "c-kw")],
    });
    expect(summary(dayPart(built, "2026-11-23T01:00"))).toEqual(["ad-kw ENABLED→PAUSED"]);
  });

  it("does not resume the product ad while the product is out of stock (the inventory rule keeps it off)", () => {
    const paused = dayPartAt(night, "2026-11-23T01:00");
    const outOfStock = { ...paused, availability: "OUT_OF_STOCK" };
    expect(summary(dayPart(outOfStock, "2026-11-23T06:00"))).toEqual([
      "c-kw PAUSED→ENABLED",
      "c-mig-own PAUSED→ENABLED",
    ]);
  });
});

describe("inventory beside day parting in a shared migrated campaign", () => {
  it("back in stock inside the window, the product ad in the shared campaign waits for the window's end", () => {
    const outOfStock = { ...night, availability: "OUT_OF_STOCK" };
    const stockPaused = applyAll(
      outOfStock,
      inventory.propose(inputOf(outOfStock, laClock("2026-11-23T00:00"))),
      laClock("2026-11-23T00:00"),
    );
    const restocked = { ...stockPaused, availability: "IN_STOCK" };
    const inWindow = inventory.propose(inputOf(restocked, laClock("2026-11-23T02:00")));
    expect(summary(inWindow)).toEqual([
      "ad-kw PAUSED→ENABLED",
      "ad-mig-own PAUSED→ENABLED",
      "ad-seller PAUSED→ENABLED",
    ]);
    const after = inventory.propose(inputOf(restocked, laClock("2026-11-23T06:00")));
    expect(summary(after)).toContain("ad-mig-shared PAUSED→ENABLED");
  });
});

describe("seasonality on migrated campaigns", () => {
  const christmas = snapshotOf({
    settings: settingsOf({
      seasonality: seasonalityWith({
        turnAdsOffAtTimeOfYear: { isActivated: true, from: "2026-12-24", to: "2026-12-26" },
      }),
    }),
    campaigns: CAMPAIGNS,
    productAds: ADS,
  });
  const season = (snapshot: SkuSnapshot, time: string) =>
    seasonality.propose(inputOf(snapshot, laClock(time)));

  it("pauses a sole migrated campaign and the product ad in a shared one through To, and resumes them after", () => {
    const changes = season(christmas, "2026-12-24T00:00");
    expect(summary(changes)).toEqual([
      "c-kw ENABLED→PAUSED",
      "c-mig-own ENABLED→PAUSED",
      "ad-mig-shared ENABLED→PAUSED",
    ]);
    expect(changes[2]?.reason).toBe(
      "Ads off from 2026-12-24 to 2026-12-26, today 2026-12-24; product ad paused (the campaign also advertises other products, which keep running)",
    );
    const paused = applyAll(christmas, changes, laClock("2026-12-24T00:00"));
    expect(season(paused, "2026-12-26T23:00")).toEqual([]);
    const resumed = season(paused, "2026-12-27T00:00");
    expect(summary(resumed)).toEqual([
      "c-kw PAUSED→ENABLED",
      "c-mig-own PAUSED→ENABLED",
      "ad-mig-shared PAUSED→ENABLED",
    ]);
    expect(resumed[2]?.reason).toBe(
      "Ads-off season 2026-12-24 to 2026-12-26 is over (today 2026-12-27); product ad resumed (seasonality paused it)",
    );
  });
});
