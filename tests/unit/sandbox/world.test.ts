import { describe, expect, it } from "vitest";
import { demoScenario, generateWorld, parseScenario } from "../../../sandbox/model/index";
import { demoUs, originWorld, SIMULATION_TIMEOUT_MS } from "./fixtures";

describe("scenario files", () => {
  it("accepts the demo scenario", () => {
    expect(parseScenario(demoScenario).ok).toBe(true);
  });

  it("names each problem of a broken scenario by its path", () => {
    const broken = structuredClone(demoScenario) as Record<string, unknown>;
    (broken.traffic as { hourOfDay: number[] }).hourOfDay = [1, 2];
    (broken.sellers as { categories: string[] }[])[0] = {
      ...demoScenario.sellers[0],
      categories: ["nope"],
    } as never;
    const result = parseScenario(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.join("\n")).toMatch(/traffic\.hourOfDay/);
  });

  it("wants the hand-over instant on a whole hour", () => {
    const result = parseScenario({ ...demoScenario, startAt: "2026-11-02T08:30:00.000Z" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.join("\n")).toMatch(/startAt/);
  });
});

describe("world generation", () => {
  const world = originWorld();

  it("is deterministic: same seed, byte-identical world; another seed, another world", {
    timeout: SIMULATION_TIMEOUT_MS,
  }, () => {
    expect(JSON.stringify(generateWorld("skupilot-demo", demoScenario))).toBe(JSON.stringify(world));
    expect(JSON.stringify(generateWorld("other-seed", demoScenario))).not.toBe(JSON.stringify(world));
  });

  it("has the demo seller and two others, each with US, CA, UK and DE profiles", () => {
    expect(world.sellers).toHaveLength(3);
    expect(world.sellers[0]).toMatchObject({ email: "demo-seller@example.com", name: "Demo Seller" });
    const expected = {
      US: ["USD", "America/Los_Angeles", "ATVPDKIKX0DER"],
      CA: ["CAD", "America/Los_Angeles", "A2EUQ1WTGCTBG2"],
      UK: ["GBP", "Europe/London", "A1F83G8C2ARO7P"],
      DE: ["EUR", "Europe/Paris", "A1PA6795UKMFR9"],
    };
    for (const seller of world.sellers) {
      const profiles = world.profiles.filter((profile) => profile.sellerId === seller.sellerId);
      expect(profiles.map((profile) => profile.countryCode).sort()).toEqual(["CA", "DE", "UK", "US"]);
      for (const profile of profiles) {
        const [currency, timezone, marketplace] = expected[profile.countryCode];
        expect(profile).toMatchObject({ currencyCode: currency, timezone });
        expect(profile.accountInfo).toMatchObject({
          marketplaceStringId: marketplace,
          id: seller.sellerId,
          type: "seller",
          name: seller.name,
        });
        expect(Number.isSafeInteger(profile.profileId)).toBe(true);
      }
    }
    expect(new Set(world.profiles.map((profile) => profile.profileId)).size).toBe(world.profiles.length);
  });

  it("lists catalogs with ASINs, images, prices, eligibility and stock spells", () => {
    for (const profile of world.profiles) {
      for (const product of profile.catalog) {
        expect(product.asin).toMatch(/^B0[A-Z0-9]{8}$/);
        expect(product.imagePath).toBe(`/images/${product.asin}.svg`);
        expect(product.price).toBeGreaterThan(0);
        expect(product.currencyCode).toBe(profile.currencyCode);
      }
    }
    const us = demoUs(world);
    expect(
      us.catalog.some((product) => product.eligibility.some((status) => status.severity === "INELIGIBLE")),
    ).toBe(true);
    const handOver = demoScenario.startAt.slice(0, 10);
    expect(
      us.catalog.some((product) => product.stockSpells.some((s) => s.start <= handOver && s.end >= handOver)),
    ).toBe(true);
  });

  it("gives each category a term universe with volumes and competitors, and hidden truth per product", () => {
    const { market, catalog } = demoUs(world);
    const terms = market.queries.filter((query) => query.kind === "term");
    expect(terms.length).toBeGreaterThan(50);
    expect(terms.every((term) => term.dailyVolume > 0 && term.competitorBidMedian > 0)).toBe(true);
    expect(market.truth).toHaveLength(catalog.length);
    for (const truth of market.truth) {
      expect(truth.relevance).toHaveLength(market.queries.length);
      expect(truth.ctr).toHaveLength(market.queries.length);
    }
  });

  it("seeds campaigns to migrate: AUTO and MANUAL, paused, one archived, negatives, shared products", () => {
    const { ads } = demoUs(world);
    expect(ads.campaigns.some((campaign) => campaign.targetingType === "AUTO")).toBe(true);
    expect(ads.campaigns.some((campaign) => campaign.targetingType === "MANUAL")).toBe(true);
    expect(ads.campaigns.filter((campaign) => campaign.state === "ARCHIVED")).toHaveLength(1);
    expect(ads.campaigns.some((campaign) => campaign.state === "PAUSED")).toBe(true);
    expect(ads.adGroups.some((group) => group.state === "PAUSED")).toBe(true);
    expect(ads.keywords.some((keyword) => keyword.state === "PAUSED")).toBe(true);
    expect(new Set(ads.keywords.map((keyword) => keyword.matchType))).toEqual(
      new Set(["EXACT", "PHRASE", "BROAD"]),
    );
    expect(ads.targets.some((target) => target.expression[0]?.type === "ASIN_SAME_AS")).toBe(true);
    expect(ads.negativeKeywords.length).toBeGreaterThan(0);
    expect(ads.campaignNegativeKeywords.length).toBeGreaterThan(0);
    expect(ads.negativeTargets.length).toBeGreaterThan(0);
    expect(ads.campaignNegativeTargets.length).toBeGreaterThan(0);
    for (const group of ads.adGroups) {
      const campaign = ads.campaigns.find((c) => c.campaignId === group.campaignId);
      const auto = ads.targets.filter((t) => t.adGroupId === group.adGroupId && t.expressionType === "AUTO");
      expect(auto.length).toBe(campaign?.targetingType === "AUTO" ? 4 : 0);
    }
    const campaignsPerSku = new Map<string, Set<string>>();
    for (const ad of ads.productAds)
      campaignsPerSku.set(ad.sku, (campaignsPerSku.get(ad.sku) ?? new Set()).add(ad.campaignId));
    expect([...campaignsPerSku.values()].some((campaigns) => campaigns.size > 1)).toBe(true);
    const ids = [
      ...ads.campaigns.map((c) => c.campaignId),
      ...ads.adGroups.map((g) => g.adGroupId),
      ...ads.keywords.map((k) => k.keywordId),
    ];
    expect(ids.every((id) => typeof id === "string")).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
