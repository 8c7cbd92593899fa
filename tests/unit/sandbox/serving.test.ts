import { describe, expect, it } from "vitest";
import {
  cloneState,
  FOLDED_SEARCH_TERM,
  keywordMatches,
  normalizedWords,
} from "../../../sandbox/model/index";
import { demoUs, demoWorld, run, SIMULATION_TIMEOUT_MS, sum, withOnlyProfile } from "./fixtures";

describe("serving rules", () => {
  const world = run(demoWorld(), 7 * 24);
  const us = demoUs(world);
  const facts = us.metrics.facts;

  it("produces impressions, clicks, spend and sales", () => {
    expect(sum(facts, "impressions")).toBeGreaterThan(10_000);
    expect(sum(facts, "clicks")).toBeGreaterThan(100);
    expect(sum(facts, "cost")).toBeGreaterThan(10);
    expect(sum(facts, "sales30d")).toBeGreaterThan(0);
    expect(new Set(facts.map((row) => row.placement))).toEqual(
      new Set(["PLACEMENT_TOP", "PLACEMENT_REST_OF_SEARCH", "PLACEMENT_PRODUCT_PAGE"]),
    );
    for (const row of facts) expect(row.clicks).toBeLessThanOrEqual(row.impressions);
  });

  it("never serves paused or archived campaigns, ad groups, ads, keywords or targets", () => {
    const { ads } = us;
    const paused = new Set([
      ...ads.campaigns.filter((c) => c.state !== "ENABLED").map((c) => c.campaignId),
      ...ads.adGroups.filter((g) => g.state !== "ENABLED").map((g) => g.adGroupId),
      ...ads.productAds.filter((a) => a.state !== "ENABLED").map((a) => a.adId),
      ...ads.keywords.filter((k) => k.state !== "ENABLED").map((k) => k.keywordId),
      ...ads.targets.filter((t) => t.state !== "ENABLED").map((t) => t.targetId),
    ]);
    expect(paused.size).toBeGreaterThan(3);
    const served = facts.filter(
      (row) =>
        paused.has(row.campaignId) ||
        paused.has(row.adGroupId) ||
        paused.has(row.adId) ||
        paused.has(row.targetingId),
    );
    expect(served).toEqual([]);
  });

  it("lets negatives exclude search terms and product pages", () => {
    const { ads } = us;
    for (const negative of ads.campaignNegativeKeywords) {
      const term = negative.keywordText.toLowerCase();
      expect(
        facts.filter((row) => row.campaignId === negative.campaignId && row.searchTerm === term),
      ).toEqual([]);
    }
    for (const negative of ads.negativeKeywords.filter((n) => n.matchType === "NEGATIVE_PHRASE")) {
      const phrase = negative.keywordText.toLowerCase();
      expect(
        facts.filter((row) => row.adGroupId === negative.adGroupId && row.searchTerm.includes(phrase)),
      ).toEqual([]);
    }
    for (const negative of ads.campaignNegativeTargets) {
      const asin = (negative.expression[0]?.value ?? "").toLowerCase();
      expect(
        facts.filter((row) => row.campaignId === negative.campaignId && row.searchTerm === asin),
      ).toEqual([]);
    }
  });

  it("charges a cost per click never above the (unadjusted, fixed-strategy) bid", () => {
    const { ads } = us;
    for (const keyword of ads.keywords) {
      const campaign = ads.campaigns.find((c) => c.campaignId === keyword.campaignId);
      const group = ads.adGroups.find((g) => g.adGroupId === keyword.adGroupId);
      if (campaign?.dynamicBidding.strategy !== "MANUAL") continue;
      const bid = keyword.bid ?? group?.defaultBid ?? 0;
      for (const row of facts.filter((r) => r.targetingId === keyword.keywordId && r.clicks > 0)) {
        const adjustment =
          campaign.dynamicBidding.placementBidding.find((p) => p.placement === row.placement)?.percentage ??
          0;
        expect(row.cost / row.clicks).toBeLessThanOrEqual(bid * (1 + adjustment / 100) + 1e-9);
      }
    }
  });

  it("gives an out-of-stock product no impressions and no clicks", () => {
    const product = us.catalog.find((p) =>
      p.stockSpells.some((s) => s.start <= "2026-11-02" && s.end >= "2026-11-02"),
    );
    const spell = product?.stockSpells.find((s) => s.start <= "2026-11-02" && s.end >= "2026-11-02");
    expect(product && spell).toBeTruthy();
    if (!product || !spell) return;
    const rows = facts.filter((row) => row.sku === product.sku);
    expect(rows.filter((row) => row.date < spell.start).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.date >= spell.start && row.date <= spell.end)).toEqual([]);
  });

  it("buys its clicks on relevant queries, which convert (irrelevant ones rarely win a slot)", () => {
    const { market } = us;
    const index = new Map(market.queries.map((query, q) => [query.text, q]));
    const buckets = { high: { clicks: 0, orders: 0 }, low: { clicks: 0, orders: 0 } };
    for (const row of facts) {
      const p = us.catalog.findIndex((product) => product.sku === row.sku);
      const relevance = market.truth[p]?.relevance[index.get(row.searchTerm) ?? -1] ?? 0;
      const bucket = relevance >= 0.5 ? buckets.high : relevance < 0.3 ? buckets.low : undefined;
      if (!bucket) continue;
      bucket.clicks += row.clicks;
      bucket.orders += row.purchases30d;
    }
    expect(buckets.high.clicks).toBeGreaterThan(50);
    expect(buckets.low.clicks).toBeLessThan(buckets.high.clicks * 0.05);
    expect(buckets.high.orders / buckets.high.clicks).toBeGreaterThan(0.03);
  });

  it("serves keywords only on search terms their match type allows", () => {
    const words = (text: string) => normalizedWords(text).join(" ");
    for (const keyword of us.ads.keywords) {
      const rows = facts.filter(
        (row) => row.targetingId === keyword.keywordId && row.searchTerm !== FOLDED_SEARCH_TERM,
      );
      for (const row of rows) {
        expect(
          keywordMatches(
            normalizedWords(keyword.keywordText),
            normalizedWords(row.searchTerm),
            keyword.matchType,
          ),
        ).toBe(true);
        if (keyword.matchType === "EXACT") expect(words(row.searchTerm)).toBe(words(keyword.keywordText));
        expect(row.placement).not.toBe("PLACEMENT_PRODUCT_PAGE");
      }
    }
    expect(facts.some((row) => row.matchType === "BROAD" && row.clicks > 0)).toBe(true);
  });

  it("serves the four auto groups by relevance on terms and by similarity on product pages", () => {
    const queryIndex = new Map(us.market.queries.map((query, q) => [query.text, q]));
    const kindOf = new Map(us.market.queries.map((query) => [query.text, query.kind]));
    const seen = new Set<string>();
    for (const row of facts.filter(
      (r) => r.matchType === "TARGETING_EXPRESSION_PREDEFINED" && r.searchTerm !== "",
    )) {
      const p = us.catalog.findIndex((product) => product.sku === row.sku);
      const relevance = us.market.truth[p]?.relevance[queryIndex.get(row.searchTerm) ?? -1] ?? -1;
      seen.add(row.targeting);
      if (row.targeting === "close-match") expect(relevance).toBeGreaterThanOrEqual(0.5);
      if (row.targeting === "loose-match") expect(relevance).toBeGreaterThanOrEqual(0.2);
      if (row.targeting === "loose-match") expect(relevance).toBeLessThan(0.5);
      const onPage = row.targeting === "substitutes" || row.targeting === "complements";
      expect(kindOf.get(row.searchTerm)).toBe(onPage ? "page" : "term");
      expect(row.placement === "PLACEMENT_PRODUCT_PAGE").toBe(onPage);
    }
    expect([...seen].sort()).toEqual(["close-match", "complements", "loose-match", "substitutes"]);
  });

  it("serves ASIN targets only on the targeted product page", () => {
    for (const target of us.ads.targets.filter((t) => t.expression[0]?.type === "ASIN_SAME_AS")) {
      const asin = (target.expression[0]?.value ?? "").toLowerCase();
      const rows = facts.filter((row) => row.targetingId === target.targetId);
      for (const row of rows) {
        expect(row.placement).toBe("PLACEMENT_PRODUCT_PAGE");
        if (row.searchTerm !== "") expect(row.searchTerm).toBe(asin);
      }
    }
  });
});

describe("listing problems", () => {
  it("shows a product that lost the featured offer far less often", {
    timeout: SIMULATION_TIMEOUT_MS,
  }, () => {
    const base = demoUs(demoWorld());
    const start = withOnlyProfile(demoWorld(), base.profileId);
    const product = base.catalog.find(
      (p) =>
        p.eligibility.length === 0 &&
        base.ads.productAds.some((ad) => ad.sku === p.sku && ad.state === "ENABLED"),
    );
    if (!product) throw new Error("fixture");
    const impressionsWith = (warning: boolean) => {
      const state = cloneState(start);
      const target = state.profiles
        .find((p) => p.profileId === base.profileId)
        ?.catalog.find((p) => p.sku === product.sku);
      if (target && warning) {
        target.eligibility = [
          { name: "NOT_IN_BUYBOX", severity: "ELIGIBLE_WITH_WARNING", message: "lost the featured offer" },
        ];
      }
      const after = run(state, 3 * 24);
      return sum(
        demoUs(after).metrics.facts.filter((row) => row.sku === product.sku && row.date >= "2026-11-02"),
        "impressions",
      );
    };
    const normal = impressionsWith(false);
    expect(normal).toBeGreaterThan(100);
    expect(impressionsWith(true)).toBeLessThan(normal * 0.6);
  });
});
