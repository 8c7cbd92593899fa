import { describe, expect, it } from "vitest";
import { type FactRow, type SandboxState, updateEntities } from "../../../sandbox/model/index";
import { nextLift } from "../../../sandbox/model/simulation/competitor-reaction";
import { productInStock, termsOf, withExactKeywords } from "./exact-keyword-fixtures";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, sum, withOnlyProfile } from "./fixtures";

const KNOBS = { shareThreshold: 0.2, dailyStep: 0.03, maxLift: 1.25 };

describe("competitor reaction, one day at a time", () => {
  it("raises competitor bids a step while the seller's share of top slots is above the threshold", () => {
    expect(nextLift(1, 0.5, KNOBS)).toBe(1.03);
    expect(nextLift(1.24, 0.5, KNOBS)).toBe(1.25);
    expect(nextLift(1.25, 0.5, KNOBS)).toBe(1.25);
  });

  it("eases them back toward their own level when the share falls, and does nothing when off", () => {
    expect(nextLift(1.2, 0.1, KNOBS)).toBe(1.164);
    expect(nextLift(1.01, 0, KNOBS)).toBe(1);
    expect(nextLift(1, 0.9, { ...KNOBS, dailyStep: 0 })).toBe(1);
  });
});

describe("competitors on a query the seller dominates", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  const world = demoWorld();
  const us = demoUs(world);
  const pid = us.profileId;
  const { p, product } = productInStock(us, "2026-11-02", "2026-11-14");
  const [q] = termsOf(us, p, (relevance) => relevance >= 0.5).sort(
    (a, b) => (us.market.queries[b]?.dailyVolume ?? 0) - (us.market.queries[a]?.dailyVolume ?? 0),
  );
  if (q === undefined) throw new Error("fixture");
  const term = us.market.queries[q]?.text as string;

  /** The product's exact keyword on the term, bid high enough to hold the top slot. */
  const dominate = (state: SandboxState) =>
    withExactKeywords(state, pid, {
      name: "Dominate",
      sku: product.sku,
      budget: 1e5,
      strategy: "MANUAL",
      defaultBid: 25,
      keywords: [term],
    });

  function withReaction(dailyStep: number): SandboxState {
    const only = withOnlyProfile(world, pid);
    return { ...only, scenario: { ...only.scenario, competitorReaction: { dailyStep } } };
  }

  const lateRows = (state: SandboxState, campaignId: string): FactRow[] =>
    profileById(state, pid).metrics.facts.filter(
      (row) => row.campaignId === campaignId && row.searchTerm === term && row.date >= "2026-11-10",
    );

  it("raise their bids up to the cap, so the seller's clicks cost more", () => {
    const reacting = dominate(withReaction(0.03));
    const after = run(reacting.state, 12 * 24);
    const calm = dominate(withReaction(0));
    const calmAfter = run(calm.state, 12 * 24);
    expect(profileById(after, pid).market.competitorReaction?.lift[q]).toBe(1.25);
    expect(profileById(calmAfter, pid).market.competitorReaction?.lift[q]).toBe(1);
    const cpc = (rows: FactRow[]) => sum(rows, "cost") / sum(rows, "clicks");
    const reactingRows = lateRows(after, reacting.campaignId);
    const calmRows = lateRows(calmAfter, calm.campaignId);
    expect(sum(reactingRows, "clicks")).toBeGreaterThan(20);
    expect(cpc(reactingRows)).toBeGreaterThan(1.15 * cpc(calmRows));
  });

  it("ease back once the seller stops taking the slots", () => {
    const reacting = dominate(withReaction(0.03));
    const after = run(reacting.state, 10 * 24);
    const stopped = updateEntities(after, pid, "campaigns", [
      { campaignId: reacting.campaignId, state: "PAUSED" },
    ]).state;
    const lifted = profileById(after, pid).market.competitorReaction?.lift[q] ?? 0;
    const eased = profileById(run(stopped, 5 * 24), pid).market.competitorReaction?.lift[q] ?? 0;
    expect(lifted).toBeGreaterThan(1.2);
    expect(eased).toBeLessThan(lifted);
    expect(eased).toBeGreaterThanOrEqual(1);
  });
});
