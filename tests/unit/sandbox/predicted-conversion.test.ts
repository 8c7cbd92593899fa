import { describe, expect, it } from "vitest";
import { predictedCvr, priorCvr } from "../../../sandbox/model/auction/predicted-conversion";
import type { SandboxState } from "../../../sandbox/model/index";
import { cvrForRelevance } from "../../../sandbox/model/world/relevance";
import { productInStock, termsOf, withExactKeywords } from "./exact-keyword-fixtures";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, sum, withOnlyProfile } from "./fixtures";

const CVR: [number, number] = [0.02, 0.1];

describe("predicted conversion", () => {
  it("starts at the prior and moves toward the observed orders per click as clicks accrue", () => {
    expect(predictedCvr(undefined, 0.05, 40)).toBe(0.05);
    expect(predictedCvr({ clicks: 40, orders: 0 }, 0.05, 40)).toBeCloseTo(0.025);
    expect(predictedCvr({ clicks: 4000, orders: 400 }, 0.05, 40)).toBeCloseTo(0.0995, 3);
    expect(predictedCvr({ clicks: 10, orders: 1 }, 0.05, 0)).toBe(0.1);
  });

  it("draws a prior from relevance with a per-pair error, the same for the same seed", () => {
    const priors = Array.from({ length: 400 }, (_, q) => priorCvr(0.8, CVR, 0.35, 7, 1, q));
    expect(priorCvr(0.8, CVR, 0.35, 7, 1, 3)).toBe(priors[3]);
    expect(new Set(priors).size).toBe(400);
    const sorted = [...priors].sort((a, b) => a - b);
    expect(sorted[200] ?? 0).toBeCloseTo(cvrForRelevance(0.8, CVR), 2);
    expect(priorCvr(0.8, CVR, 0, 7, 1, 3)).toBe(cvrForRelevance(0.8, CVR));
  });
});

describe("the marketplace's dynamic bids", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  const world = demoWorld();
  const us = demoUs(world);
  const pid = us.profileId;
  const { p, product } = productInStock(us, "2026-11-02", "2026-11-06");
  const relevant = termsOf(us, p, (relevance) => relevance >= 0.5);

  /** An "up and down" campaign with exact keywords on the product's relevant terms. */
  const withDynamicCampaign = (state: SandboxState) =>
    withExactKeywords(state, pid, {
      name: "Dynamic",
      sku: product.sku,
      budget: 1e5,
      strategy: "AUTO_FOR_SALES",
      defaultBid: 1,
      keywords: relevant.map((q) => us.market.queries[q]?.text as string),
    });

  /** The world with a made-up history on every relevant pair of the product. */
  function withHistory(clicks: number, orders: number): SandboxState {
    const only = withOnlyProfile(world, pid);
    const profile = profileById(only, pid);
    const history = { ...profile.market.conversionHistory };
    for (const q of relevant) history[`${p}:${q}`] = [clicks, orders];
    const market = { ...profile.market, conversionHistory: history };
    return { ...only, profiles: [{ ...profile, market }] };
  }

  const impressionsAfter = (state: SandboxState) => {
    const { state: withCampaign, campaignId } = withDynamicCampaign(state);
    const later = run(withCampaign, 3 * 24);
    return sum(
      profileById(later, pid).metrics.facts.filter((row) => row.campaignId === campaignId),
      "impressions",
    );
  };

  it("bid down a pair whose clicks never converted and up one that converted well, whatever the truth", () => {
    const plain = impressionsAfter(withOnlyProfile(world, pid));
    const neverConverted = impressionsAfter(withHistory(5000, 0));
    const convertedWell = impressionsAfter(withHistory(5000, 1000));
    expect(plain).toBeGreaterThan(100);
    expect(neverConverted).toBeLessThan(plain * 0.1);
    expect(convertedWell).toBeGreaterThan(plain);
  });

  it("keep as history exactly the clicks and landed orders the marketplace saw", () => {
    const later = profileById(run(withOnlyProfile(world, pid), 2 * 24), pid);
    const index = new Map(later.market.queries.map((query, q) => [query.text, q]));
    const seen = new Map<string, [number, number]>();
    for (const row of later.metrics.facts) {
      if (row.clicks === 0 && row.purchases30d === 0) continue;
      const key = `${later.catalog.findIndex((c) => c.sku === row.sku)}:${index.get(row.searchTerm)}`;
      const [clicks, orders] = seen.get(key) ?? [0, 0];
      seen.set(key, [clicks + row.clicks, orders + row.purchases30d]);
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(later.market.conversionHistory).toEqual(Object.fromEntries(seen));
  });
});
