import { describe, expect, it } from "vitest";
import { advance, type FactRow, type SandboxState, updateEntities } from "../../../sandbox/model/index";
import { demoUs, demoWorld, originWorld, profileById, run, sum } from "./fixtures";

describe("clock and determinism", () => {
  it("gives byte-identical state and events for the same seed and calls", () => {
    const a = advance(originWorld(), 72);
    const b = advance(originWorld(), 72);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
  });

  it("does not care how the hours are split (48 = 24 + 24 = 36 + 12)", () => {
    const once = JSON.stringify(run(originWorld(), 48));
    expect(JSON.stringify(run(run(originWorld(), 24), 24))).toBe(once);
    expect(JSON.stringify(run(run(originWorld(), 36), 12))).toBe(once);
  });

  it("moves only when told, and never mutates the input state", () => {
    const before = JSON.stringify(originWorld());
    const next = run(originWorld(), 5);
    expect(JSON.stringify(originWorld())).toBe(before);
    expect(Date.parse(next.clock.now) - Date.parse(originWorld().clock.now)).toBe(5 * 3_600_000);
    expect(() => advance(originWorld(), -1)).toThrow(RangeError);
  });
});

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

  it("converts better on more relevant terms", () => {
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
    expect(buckets.low.clicks).toBeGreaterThan(50);
    expect(buckets.high.orders / buckets.high.clicks).toBeGreaterThan(
      buckets.low.orders / buckets.low.clicks,
    );
  });
});

describe("budgets", () => {
  it("stops a campaign for the rest of its local day once the daily budget is spent", () => {
    const start = demoWorld();
    const us = demoUs(start);
    const campaign = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "AUTO");
    if (!campaign) throw new Error("no auto campaign");
    const tight = updateEntities(start, us.profileId, "campaigns", [
      { campaignId: campaign.campaignId, budget: { budgetType: "DAILY", budget: 2 } },
    ]);
    expect(tight.result.error).toEqual([]);
    const { state, events } = advance(tight.state, 4 * 24);
    const rows = profileById(state, us.profileId).metrics.facts.filter(
      (r) => r.campaignId === campaign.campaignId && r.date >= "2026-11-02",
    );
    const byDate = new Map<string, number>();
    for (const row of rows) byDate.set(row.date, (byDate.get(row.date) ?? 0) + row.cost);
    expect(byDate.size).toBeGreaterThanOrEqual(3);
    for (const cost of byDate.values()) expect(cost).toBeLessThanOrEqual(2 + 1e-9);
    const out = events.filter(
      (e) => e.type === "CAMPAIGN_OUT_OF_BUDGET" && e.campaignId === campaign.campaignId,
    );
    expect(out.length).toBeGreaterThanOrEqual(3);
    // Days are the profile's: the budget event date is the Los Angeles date of the instant.
    for (const event of out) {
      if (event.type !== "CAMPAIGN_OUT_OF_BUDGET") continue;
      const local = new Date(Date.parse(event.at) - 8 * 3_600_000).toISOString().slice(0, 10);
      expect(event.date).toBe(local);
    }
  });
});

describe("budget raised after running out", () => {
  it("lets the campaign serve again the same day", () => {
    const start = demoWorld();
    const us = demoUs(start);
    const campaign = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "AUTO");
    if (!campaign) throw new Error("no auto campaign");
    const tight = updateEntities(start, us.profileId, "campaigns", [
      { campaignId: campaign.campaignId, budget: { budgetType: "DAILY", budget: 1 } },
    ]);
    // Hand-over is local midnight in Los Angeles; by 16:00 local the 1.00 budget is gone.
    const afternoon = advance(tight.state, 16);
    expect(
      afternoon.events.some(
        (e) => e.type === "CAMPAIGN_OUT_OF_BUDGET" && e.campaignId === campaign.campaignId,
      ),
    ).toBe(true);
    const costToday = (state: SandboxState) =>
      sum(
        profileById(state, us.profileId).metrics.facts.filter(
          (r) => r.campaignId === campaign.campaignId && r.date === "2026-11-02",
        ),
        "cost",
      );
    const stillOut = run(afternoon.state, 6);
    expect(costToday(stillOut)).toBe(costToday(afternoon.state));
    const raised = updateEntities(afternoon.state, us.profileId, "campaigns", [
      { campaignId: campaign.campaignId, budget: { budgetType: "DAILY", budget: 50 } },
    ]);
    expect(costToday(run(raised.state, 6))).toBeGreaterThan(costToday(afternoon.state));
  });
});

describe("time zone days", () => {
  it("books each hour on the profile's local date", () => {
    // Origin is 2026-10-19T08:00Z. Run to 2026-10-20T05:00Z: 22:00 in Los Angeles, 06:00 in London.
    const before = run(originWorld(), 21);
    const after = run(before, 2);
    const grown = (state: SandboxState, profileId: number) =>
      new Map(
        profileById(state, profileId).metrics.facts.map((row) => [
          `${row.date}|${row.adId}|${row.targetingId}|${row.placement}|${row.searchTerm}`,
          row,
        ]),
      );
    const datesThatGrew = (profileId: number) => {
      const old = grown(before, profileId);
      const dates = new Set<string>();
      for (const [key, row] of grown(after, profileId))
        if ((old.get(key)?.impressions ?? 0) < row.impressions) dates.add(row.date);
      return dates;
    };
    const us = before.profiles.find(
      (p) => p.countryCode === "US" && p.sellerId === before.sellers[0]?.sellerId,
    );
    const uk = before.profiles.find(
      (p) => p.countryCode === "UK" && p.sellerId === before.sellers[0]?.sellerId,
    );
    if (!us || !uk) throw new Error("profiles missing");
    expect([...datesThatGrew(us.profileId)]).toEqual(["2026-10-19"]);
    expect([...datesThatGrew(uk.profileId)]).toEqual(["2026-10-20"]);
  });
});

describe("attribution", () => {
  it("restates recent days: a date's sales keep growing for days after it", () => {
    const day = "2026-11-02";
    const salesOf = (state: SandboxState, field: keyof FactRow) =>
      sum(
        demoUs(state).metrics.facts.filter((r) => r.date === day),
        field,
      );
    const nextMorning = run(demoWorld(), 32);
    const weekLater = run(nextMorning, 7 * 24);
    expect(salesOf(nextMorning, "clicks")).toBe(salesOf(weekLater, "clicks"));
    expect(salesOf(weekLater, "sales30d")).toBeGreaterThan(salesOf(nextMorning, "sales30d"));
    expect(salesOf(weekLater, "purchases7d")).toBeGreaterThanOrEqual(salesOf(weekLater, "purchases1d"));
    expect(salesOf(weekLater, "purchases30d")).toBeGreaterThanOrEqual(salesOf(weekLater, "purchases7d"));
  });
});

describe("economics", () => {
  it("never lowers impressions when a bid rises", () => {
    const start = demoWorld();
    const us = demoUs(start);
    const keyword = us.ads.keywords.find((k) => k.state === "ENABLED" && k.matchType === "EXACT");
    if (!keyword) throw new Error("no exact keyword");
    const raiseBudget = updateEntities(start, us.profileId, "campaigns", [
      { campaignId: keyword.campaignId, budget: { budgetType: "DAILY", budget: 100_000 } },
    ]).state;
    const impressionsAt = (bid: number) => {
      const changed = updateEntities(raiseBudget, us.profileId, "keywords", [
        { keywordId: keyword.keywordId, bid },
      ]);
      const after = run(changed.state, 3 * 24);
      return sum(
        profileById(after, us.profileId).metrics.facts.filter((r) => r.targetingId === keyword.keywordId),
        "impressions",
      );
    };
    const levels = [0.1, 0.5, 1, 2, 4].map(impressionsAt);
    for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeGreaterThanOrEqual(levels[i - 1] ?? 0);
    expect(levels[4]).toBeGreaterThan(levels[0] ?? 0);
  });

  it("simulates 30 days of the demo world quickly", () => {
    const started = performance.now();
    const { state } = advance(demoWorld(), 30 * 24);
    const elapsed = performance.now() - started;
    console.info(
      JSON.stringify({ simulatedDays: 30, profiles: state.profiles.length, ms: Math.round(elapsed) }),
    );
    expect(elapsed).toBeLessThan(10_000);
  });
});
