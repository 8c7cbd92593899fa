import { describe, expect, it } from "vitest";
import { runDays } from "../../../bench/optimizer/run-days";
import { CLASSIC, classicBid, classicStrategy } from "../../../bench/optimizer/strategies/classic";
import { downOnlyStrategy, staticStrategy } from "../../../bench/optimizer/strategies/fixed-bids";
import { oracleBidCents, oracleStrategy } from "../../../bench/optimizer/strategies/oracle";
import { profileOf } from "../../../bench/optimizer/world";
import { addDays } from "../../../sandbox/model/index";
import { tinyWorld, withFacts } from "./tiny-market";

const LIMITS = { bidMinCents: 20, bidMaxCents: 300 };

describe("static and downOnly", () => {
  it("keep the launch bids for the whole run: the midpoint of Min and Max Bid", () => {
    const world = tinyWorld(3);
    const launch = Math.round((world.limits.bidMinCents + world.limits.bidMaxCents) / 2) / 100;
    for (const [strategy, bidding] of [
      [staticStrategy(), "MANUAL"],
      [downOnlyStrategy(), "LEGACY_FOR_SALES"],
    ] as const) {
      const { state } = runDays(world, strategy);
      const ads = profileOf(state, world.profileId).ads;
      // Each product: auto, keyword and product-target campaigns; the auto group's four clauses.
      expect(world.products.length).toBeGreaterThanOrEqual(2);
      expect(ads.campaigns).toHaveLength(3 * world.products.length);
      expect(ads.campaigns.every((campaign) => campaign.dynamicBidding.strategy === bidding)).toBe(true);
      expect(ads.targets).toHaveLength(4 * world.products.length);
      expect(ads.targets.every((target) => target.bid === launch)).toBe(true);
    }
  });
});

describe("classic", () => {
  it("moves a bid 10 % toward the target once it has the minimum clicks", () => {
    // ACOS 50 % against 25 %: $1.00 → $0.90. ACOS 10 %: $1.00 → $1.10. No sale: down.
    expect(classicBid(100, { clicks: 10, spendCents: 1000, salesCents: 2000 }, 25, LIMITS)).toBe(90);
    expect(classicBid(100, { clicks: 10, spendCents: 200, salesCents: 2000 }, 25, LIMITS)).toBe(110);
    expect(classicBid(100, { clicks: 30, spendCents: 1500, salesCents: 0 }, 25, LIMITS)).toBe(90);
  });

  it("leaves a bid under the minimum clicks, at the target, or held at a bound", () => {
    expect(
      classicBid(100, { clicks: CLASSIC.minClicks - 1, spendCents: 900, salesCents: 0 }, 25, LIMITS),
    ).toBeNull();
    expect(classicBid(100, { clicks: 20, spendCents: 500, salesCents: 2000 }, 25, LIMITS)).toBeNull();
    expect(classicBid(300, { clicks: 20, spendCents: 100, salesCents: 2000 }, 25, LIMITS)).toBeNull();
    expect(classicBid(21, { clicks: 20, spendCents: 2000, salesCents: 0 }, 25, LIMITS)).toBe(20);
  });

  it("reads the last 14 complete days of the targeting report on the market", () => {
    const world = tinyWorld(1);
    const strategy = classicStrategy(world);
    const { state, skus } = strategy.setUp(world);
    const profile = profileOf(state, world.profileId);
    const [loser, winner, quiet] = profile.ads.targets;
    const campaign = skus[0]?.campaigns[0];
    if (!loser || !winner || !quiet || !campaign || !skus[0]) throw new Error("no auto clauses");
    const today = state.clock.now.slice(0, 10);
    const base = {
      campaignId: campaign.campaignId,
      adGroupId: campaign.adGroupId,
      adId: campaign.adId,
      sku: skus[0].product.sku,
    };
    // Two days of 6 clicks each (12 ≥ 10): $9.60 on $24 of sales = ACOS 40 %; a winner at ACOS 12 %;
    // 8 clicks alone stay under the threshold; a day 15 days back is outside the look-back. None is
    // yesterday's: at local midnight its report is not published yet.
    const seeded = withFacts(state, world.profileId, [
      {
        ...base,
        targetingId: loser.targetId,
        date: addDays(today, -4),
        clicks: 6,
        cost: 4.8,
        sales: 12,
        orders: 1,
      },
      {
        ...base,
        targetingId: loser.targetId,
        date: addDays(today, -3),
        clicks: 6,
        cost: 4.8,
        sales: 12,
        orders: 1,
      },
      {
        ...base,
        targetingId: winner.targetId,
        date: addDays(today, -2),
        clicks: 12,
        cost: 6,
        sales: 50,
        orders: 2,
      },
      {
        ...base,
        targetingId: quiet.targetId,
        date: addDays(today, -2),
        clicks: 8,
        cost: 8,
        sales: 0,
        orders: 0,
      },
      {
        ...base,
        targetingId: quiet.targetId,
        date: addDays(today, -15),
        clicks: 8,
        cost: 8,
        sales: 0,
        orders: 0,
      },
    ]);
    const launch = loser.bid ?? 0;
    const next = strategy.onDay?.(seeded, { day: 0, now: new Date(state.clock.now), today }, skus);
    const bids = new Map(
      profileOf(next ?? seeded, world.profileId).ads.targets.map((t) => [t.targetId, t.bid]),
    );
    expect(bids.get(loser.targetId)).toBeCloseTo(launch * 0.9, 2);
    expect(bids.get(winner.targetId)).toBeCloseTo(launch * 1.1, 2);
    expect(bids.get(quiet.targetId)).toBe(launch);
  });
});

describe("oracle", () => {
  it("bids λ × true revenue per click within the bid limits, and skips what would fall under Min Bid", () => {
    // $2.40 a click at λ 0.25 = 60 cents; $20 a click = $5 → Max Bid $3; $0.40 a click = 10 cents < 20.
    expect(oracleBidCents(0.25, 2.4, LIMITS)).toBe(60);
    expect(oracleBidCents(0.25, 20, LIMITS)).toBe(300);
    expect(oracleBidCents(0.25, 0.4, LIMITS)).toBeNull();
  });

  it("targets every search term and product page of the market with the truth's revenue per click", () => {
    const world = tinyWorld(1);
    const lambda = 0.3;
    const { state } = oracleStrategy(world, lambda).setUp(world);
    const profile = profileOf(state, world.profileId);
    const { queries, truth } = profile.market;
    for (const product of world.products) {
      const row = truth.find((candidate) => candidate.sku === product.sku);
      const campaignIds = new Set(
        profile.ads.productAds.filter((ad) => ad.sku === product.sku).map((ad) => ad.campaignId),
      );
      queries.forEach((query, q) => {
        const expected = oracleBidCents(lambda, (row?.cvr[q] ?? 0) * product.price * 1.12, world.limits);
        const made =
          query.kind === "term"
            ? profile.ads.keywords.find((k) => campaignIds.has(k.campaignId) && k.keywordText === query.text)
            : profile.ads.targets.find(
                (t) => campaignIds.has(t.campaignId) && t.expression[0]?.value === query.text.toUpperCase(),
              );
        if (expected === null || query.ownSku === product.sku) expect(made).toBeUndefined();
        else expect(made?.bid).toBeCloseTo(expected / 100, 2);
      });
    }
  });

  it("bids each product at its own λ when given one per product", () => {
    const world = tinyWorld(1);
    const [first, second] = world.products;
    if (!first || !second) throw new Error("the tiny market advertises two products");
    const lambdas = new Map([
      [first.sku, 0.2],
      [second.sku, 0.5],
    ]);
    const { state } = oracleStrategy(world, lambdas).setUp(world);
    const profile = profileOf(state, world.profileId);
    const { queries, truth } = profile.market;
    for (const product of [first, second]) {
      const row = truth.find((candidate) => candidate.sku === product.sku);
      const campaignIds = new Set(
        profile.ads.productAds.filter((ad) => ad.sku === product.sku).map((ad) => ad.campaignId),
      );
      queries.forEach((query, q) => {
        if (query.kind !== "term" || query.ownSku === product.sku) return;
        const lambda = lambdas.get(product.sku) ?? 0;
        const expected = oracleBidCents(lambda, (row?.cvr[q] ?? 0) * product.price * 1.12, world.limits);
        const made = profile.ads.keywords.find(
          (k) => campaignIds.has(k.campaignId) && k.keywordText === query.text,
        );
        if (expected === null) expect(made).toBeUndefined();
        else expect(made?.bid).toBeCloseTo(expected / 100, 2);
      });
    }
  });
});
