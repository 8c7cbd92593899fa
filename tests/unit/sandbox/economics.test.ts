import { describe, expect, it } from "vitest";
import { advance, updateEntities } from "../../../sandbox/model/index";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, sum, withOnlyProfile } from "./fixtures";

describe("economics", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  it("never lowers impressions when a bid rises", () => {
    const start = demoWorld();
    const us = demoUs(start);
    const keyword = us.ads.keywords.find((k) => k.state === "ENABLED" && k.matchType === "EXACT");
    if (!keyword) throw new Error("no exact keyword");
    const raiseBudget = updateEntities(withOnlyProfile(start, us.profileId), us.profileId, "campaigns", [
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
    const world = demoWorld();
    // CPU time, not wall time: other processes on a busy machine stretch the wall clock, not the work.
    const started = process.cpuUsage();
    const { state } = advance(world, 30 * 24);
    const { user, system } = process.cpuUsage(started);
    const cpuMs = (user + system) / 1000;
    console.info(
      JSON.stringify({ simulatedDays: 30, profiles: state.profiles.length, cpuMs: Math.round(cpuMs) }),
    );
    expect(cpuMs).toBeLessThan(10_000);
  });
});
