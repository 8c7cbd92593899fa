import { describe, expect, it } from "vitest";
import { inventory } from "../../../worker/automation/rules/inventory";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { applyAll, inputOf, laClock, productAdOf, snapshotOf, summary } from "./schedule-fixtures";

/** The SKU's product ads: in Skupilot's two campaigns, in the seller's own, and one the seller paused. */
const ADS = [
  productAdOf("ad-auto", "c-auto"),
  productAdOf("ad-kw", "c-kw"),
  productAdOf("ad-seller", "c-seller"),
  productAdOf("ad-old", "c-kw", "PAUSED"),
];
const stock = (availability: string | null, overrides: Partial<SkuSnapshot> = {}) =>
  snapshotOf({ productAds: ADS, availability, ...overrides });
const run = (snapshot: SkuSnapshot, time = "2026-11-23T10:00") =>
  inventory.propose(inputOf(snapshot, laClock(time)));
const runAt = (snapshot: SkuSnapshot, time: string) => applyAll(snapshot, run(snapshot, time), laClock(time));
const restocked = (snapshot: SkuSnapshot) => ({ ...snapshot, availability: "IN_STOCK" });

describe("inventory: no spend while the product is out of stock", () => {
  it("OUT_OF_STOCK pauses the SKU's ENABLED product ads in every campaign advertising it", () => {
    const changes = run(stock("OUT_OF_STOCK"));
    expect(summary(changes)).toEqual([
      "ad-auto ENABLED→PAUSED",
      "ad-kw ENABLED→PAUSED",
      "ad-seller ENABLED→PAUSED",
    ]);
    expect(changes[0]).toMatchObject({
      rule: "INVENTORY",
      kind: "SET_STATE",
      entityType: "PRODUCT_AD",
      campaignId: "c-auto",
      reason: "Out of stock (availability OUT_OF_STOCK); product ad paused so nothing is spent",
    });
  });

  it("while still out of stock, the next runs change nothing", () => {
    const paused = runAt(stock("OUT_OF_STOCK"), "2026-11-23T10:00");
    expect(run(paused, "2026-11-23T11:00")).toEqual([]);
  });

  it("back in stock: resumes only the ads it paused (not the one the seller had paused)", () => {
    const paused = runAt(stock("OUT_OF_STOCK"), "2026-11-23T10:00");
    const changes = run(restocked(paused), "2026-11-25T10:00");
    expect(summary(changes)).toEqual([
      "ad-auto PAUSED→ENABLED",
      "ad-kw PAUSED→ENABLED",
      "ad-seller PAUSED→ENABLED",
    ]);
    expect(changes[0]?.reason).toBe(
      "Back in stock (availability IN_STOCK); product ad resumed (paused while out of stock)",
    );
    expect(run(runAt(restocked(paused), "2026-11-25T10:00"), "2026-11-25T11:00")).toEqual([]);
  });

  it("other availabilities (scarce, pre-order, lead time) count as in stock", () => {
    const paused = runAt(stock("OUT_OF_STOCK"), "2026-11-23T10:00");
    for (const availability of ["IN_STOCK_SCARCE", "PREORDER", "LEADTIME", "AVAILABLE_DATE"]) {
      expect(run({ ...paused, availability })).toHaveLength(3);
      expect(run(stock(availability))).toEqual([]);
    }
  });

  it("an unknown availability changes nothing either way", () => {
    const paused = runAt(stock("OUT_OF_STOCK"), "2026-11-23T10:00");
    expect(run({ ...paused, availability: null })).toEqual([]);
    expect(run(stock(null))).toEqual([]);
  });

  it("an ad re-enabled while out of stock is paused again (no spend outranks it); a held one is left alone", () => {
    const paused = runAt(stock("OUT_OF_STOCK"), "2026-11-23T10:00");
    const reEnabled = {
      ...paused,
      productAds: paused.productAds.map((a) =>
        a.adId === "ad-kw" ? { ...a, state: "ENABLED" as const } : a,
      ),
    };
    expect(summary(run(reEnabled, "2026-11-23T11:00"))).toEqual(["ad-kw ENABLED→PAUSED"]);
    expect(run({ ...reEnabled, heldEntityIds: ["ad-kw"] }, "2026-11-23T11:00")).toEqual([]);
  });

  it("is on for every SKU and runs every hour", () => {
    expect(inventory.isEnabled(stock("IN_STOCK").settings)).toBe(true);
    expect(
      inventory.isDue(
        stock("IN_STOCK").settings,
        laClock("2026-11-23T10:00"),
        laClock("2026-11-23T09:00").now,
      ),
    ).toBe(true);
  });
});
