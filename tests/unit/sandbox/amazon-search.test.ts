import { describe, expect, it } from "vitest";
import {
  amazonSearchPage,
  cloneState,
  ORGANIC_PER_PAGE,
  organicRank,
  termsForProducts,
} from "../../../sandbox/model/index";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, withOnlyProfile } from "./fixtures";

const world = demoWorld();
const us = demoUs(world);

/** The product's organic position over the first pages, sponsored cards skipped, as a rank provider reads it. */
function organicPosition(state: typeof world, asin: string, keyword: string, pages = 20) {
  let read = 0;
  for (let page = 1; page <= pages; page++) {
    const cards = amazonSearchPage(state, "US", keyword, page);
    if (!cards) return null;
    const organic = cards.filter((card) => !card.sponsored);
    const index = organic.findIndex((card) => card.asin === asin);
    if (index >= 0) return read + index + 1;
    read += organic.length;
  }
  return null;
}

describe("the search results page a rank provider reads (issue 29 item 3)", () => {
  const only = withOnlyProfile(world, us.profileId);
  const profile = profileById(only, us.profileId);
  const product = profile.catalog[0];
  if (!product) throw new Error("fixture");
  const term = termsForProducts(profile, [product.sku], 1)[0];
  if (!term) throw new Error("no term");

  it("shows a product at its organic rank in the market, sponsored cards not counted", () => {
    const rank = organicRank(only, profile, product, term.text);
    expect(rank).not.toBeNull();
    expect(organicPosition(only, product.asin, term.text)).toBe(rank);
  });

  it("numbers 20 cards a page, 16 organic, and ends with no page past the ranking", () => {
    const cards = amazonSearchPage(only, "US", term.text, 1) ?? [];
    expect(cards.map((card) => card.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(cards.filter((card) => !card.sponsored)).toHaveLength(ORGANIC_PER_PAGE);
    expect(amazonSearchPage(only, "US", term.text, 10_000)).toBeNull();
    expect(
      amazonSearchPage(only, "US", "zebra umbrella stand", 1)?.some((c) => c.asin === product.asin),
    ).not.toBe(true);
  });

  it("puts an advertised product among the sponsored cards of page 1, where it does not count as organic", () => {
    const advertised = profile.ads.productAds.find((ad) => ad.state === "ENABLED");
    if (!advertised) return;
    const sku = profile.catalog.find((each) => each.sku === advertised.sku);
    const keyword = sku && termsForProducts(profile, [sku.sku], 1)[0]?.text;
    if (!sku || !keyword || organicRank(only, profile, sku, keyword) === null) return;
    const sponsored = (amazonSearchPage(only, "US", keyword, 1) ?? []).filter((card) => card.sponsored);
    const live = profile.ads.campaigns.some(
      (c) => c.campaignId === advertised.campaignId && c.state === "ENABLED",
    );
    if (live) expect(sponsored.map((card) => card.asin)).toContain(sku.asin);
  });

  it("moves with the product's sales: a week of fast sales climbs", {
    timeout: SIMULATION_TIMEOUT_MS,
  }, () => {
    const withVelocity = (units: number) => {
      const state = cloneState(only);
      profileById(state, us.profileId).market.velocity[product.sku] = Array(7).fill(units);
      return run(state, 24);
    };
    const slow = organicPosition(withVelocity(0), product.asin, term.text) ?? 999;
    const fast = organicPosition(withVelocity(60), product.asin, term.text) ?? 999;
    expect(fast).toBeLessThan(slow);
  });
});
