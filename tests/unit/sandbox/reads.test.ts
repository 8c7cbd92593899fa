import { describe, expect, it } from "vitest";
import {
  aggregateFacts,
  campaignServingStatus,
  cloneState,
  eligibilityNow,
  findSellerByEmail,
  organicRank,
  presentEntity,
  productAdServingStatus,
  productMetadata,
  productTargetsFor,
  profileResource,
  profilesOfSeller,
  termInsight,
  termsForProducts,
} from "../../../sandbox/model/index";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, withOnlyProfile } from "./fixtures";

const world = demoWorld();
const us = demoUs(world);

describe("profiles and sellers", () => {
  it("finds the demo seller by e-mail and lists its profiles in the /v2/profiles shape", () => {
    const seller = findSellerByEmail(world, "Demo-Seller@example.com");
    expect(seller?.name).toBe("Demo Seller");
    const profiles = profilesOfSeller(world, seller?.sellerId ?? "").map(profileResource);
    expect(profiles).toHaveLength(4);
    expect(profiles[0]).toEqual({
      profileId: us.profileId,
      countryCode: "US",
      currencyCode: "USD",
      dailyBudget: 999_999_999,
      timezone: "America/Los_Angeles",
      accountInfo: {
        marketplaceStringId: "ATVPDKIKX0DER",
        id: seller?.sellerId,
        type: "seller",
        name: "Demo Seller",
        validPaymentMethod: true,
      },
    });
  });
});

describe("catalog reads", () => {
  it("reports INELIGIBLE with reasons, including OUT_OF_STOCK during a spell", () => {
    const outOfStock = us.catalog.find((p) =>
      p.stockSpells.some((s) => s.start <= "2026-11-02" && s.end >= "2026-11-02"),
    );
    const ineligible = us.catalog.find((p) => p.eligibility.some((e) => e.severity === "INELIGIBLE"));
    if (!outOfStock || !ineligible) throw new Error("fixture");
    expect(eligibilityNow(world, us, outOfStock)).toMatchObject({
      overallStatus: "INELIGIBLE",
      eligibilityStatusList: expect.arrayContaining([expect.objectContaining({ name: "OUT_OF_STOCK" })]),
    });
    expect(eligibilityNow(world, us, ineligible).overallStatus).toBe("INELIGIBLE");
    const ad = us.ads.productAds.find((a) => a.sku === outOfStock.sku && a.state === "ENABLED");
    if (ad) expect(productAdServingStatus(world, us, ad)).toMatch(/AD_OUT_OF_STOCK|PAUSED|ARCHIVED/);
  });

  it("reveals search volume and relevant terms for keyword recommendations", () => {
    const product = us.catalog[0];
    if (!product) throw new Error("fixture");
    const terms = termsForProducts(us, [product.sku], 10);
    expect(terms.length).toBeGreaterThan(0);
    const brand = product.brand.toLowerCase();
    const unrelated = terms.filter(
      (term) => !term.text.includes(product.noun) && !term.text.startsWith(brand),
    );
    expect(unrelated).toEqual([]);
    const term = terms[0] ?? us.market.queries[0];
    if (!term) throw new Error("the market has no queries");
    const insight = termInsight(world, us, term);
    expect(insight.dailySearches).toBeGreaterThan(0);
    expect(insight.medianCompetitorBid).toBeGreaterThan(0);
  });
});

describe("organic rank", () => {
  it("improves with sales velocity", { timeout: SIMULATION_TIMEOUT_MS }, () => {
    const product = us.catalog[0];
    if (!product) throw new Error("fixture");
    const term = termsForProducts(us, [product.sku], 1)[0];
    if (!term) throw new Error("no term");
    const withVelocity = (units: number) => {
      const state = cloneState(withOnlyProfile(world, us.profileId));
      const profile = profileById(state, us.profileId);
      profile.market.velocity[product.sku] = [units, units, units, units, units, units, units];
      return run(state, 24);
    };
    const slow = withVelocity(0);
    const fast = withVelocity(60);
    const slowRank = organicRank(slow, profileById(slow, us.profileId), product, term.text) ?? 999;
    const fastRank = organicRank(fast, profileById(fast, us.profileId), product, term.text) ?? 999;
    expect(fastRank).toBeLessThan(slowRank);
    expect(fastRank).toBeGreaterThanOrEqual(1);
  });

  it("does not rank a product for an unrelated keyword", () => {
    const product = us.catalog[0];
    if (!product) throw new Error("fixture");
    expect(organicRank(world, us, product, "zebra umbrella stand")).toBeNull();
  });
});

describe("serving status", () => {
  it("follows campaign state and today's budget", () => {
    const archived = us.ads.campaigns.find((c) => c.state === "ARCHIVED");
    const paused = us.ads.campaigns.find((c) => c.state === "PAUSED");
    const enabled = us.ads.campaigns.find((c) => c.state === "ENABLED");
    if (!archived || !paused || !enabled) throw new Error("fixture");
    expect(campaignServingStatus(world, us, archived)).toBe("CAMPAIGN_ARCHIVED");
    expect(campaignServingStatus(world, us, paused)).toBe("CAMPAIGN_PAUSED");
    expect(campaignServingStatus(world, us, enabled)).toMatch(
      /CAMPAIGN_STATUS_ENABLED|CAMPAIGN_OUT_OF_BUDGET/,
    );
  });
});

describe("presenting and aggregating", () => {
  it("hides stored times unless extended data is asked for, then adds the serving status", () => {
    const campaign = us.ads.campaigns.find((c) => c.state === "PAUSED");
    if (!campaign) throw new Error("fixture");
    expect(presentEntity(world, us, "campaigns", campaign, false)).not.toHaveProperty("extendedData");
    expect(presentEntity(world, us, "campaigns", campaign, true)).toMatchObject({
      campaignId: campaign.campaignId,
      extendedData: { servingStatus: "CAMPAIGN_PAUSED", creationDateTime: expect.any(String) },
    });
  });

  it("sums fact rows by any grouping without losing totals", () => {
    const rows = us.metrics.facts;
    const byCampaign = aggregateFacts(
      rows,
      (row) => row.campaignId,
      (id) => id,
    );
    const byPlacement = aggregateFacts(
      rows,
      (row) => ({ campaignId: row.campaignId, placement: row.placement }),
      (k) => `${k.campaignId}|${k.placement}`,
    );
    const total = (groups: { metrics: { clicks: number; impressions: number } }[]) =>
      groups.reduce((sum, group) => sum + group.metrics.clicks * 1e6 + group.metrics.impressions, 0);
    expect(total(byCampaign)).toBe(total(byPlacement));
    expect(byCampaign.length).toBeGreaterThan(2);
    expect(byPlacement.length).toBeGreaterThan(byCampaign.length);
  });

  it("suggests a bid range around the competitors' median bid", () => {
    const term = us.market.queries.find((query) => query.kind === "term");
    if (!term) throw new Error("fixture");
    const { suggestedBid } = termInsight(world, us, term);
    expect(suggestedBid.rangeStart).toBeLessThan(suggestedBid.suggested);
    expect(suggestedBid.suggested).toBeLessThan(suggestedBid.rangeEnd);
  });
});

describe("product metadata and product-target recommendations", () => {
  it("describes a product as /product/metadata does", () => {
    const product = us.catalog[0];
    if (!product) throw new Error("fixture");
    expect(productMetadata(world, us, product)).toMatchObject({
      asin: product.asin,
      sku: product.sku,
      imageUrl: `/images/${product.asin}.svg`,
      priceToPay: { amount: product.price, currency: "USD" },
      availability: expect.stringMatching(/IN_STOCK|IN_STOCK_SCARCE|OUT_OF_STOCK/),
      bestSellerRank: expect.stringMatching(/^#[\d,]+ in /),
    });
  });

  it("recommends competitor ASINs with themes, never the seller's own", () => {
    const product = us.catalog[0];
    if (!product) throw new Error("fixture");
    const recommendations = productTargetsFor(us, [product.asin]);
    expect(recommendations.length).toBeGreaterThan(3);
    const own = new Set(us.catalog.map((p) => p.asin));
    expect(
      recommendations.every((r) => !own.has(r.recommendedAsin) && /^B0[A-Z0-9]{8}$/.test(r.recommendedAsin)),
    ).toBe(true);
    expect(recommendations[0]?.themes).toEqual(["SIMILAR_TO_ADVERTISED"]);
  });
});
