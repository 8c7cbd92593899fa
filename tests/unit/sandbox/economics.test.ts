import { describe, expect, it } from "vitest";
import { advance, updateEntities } from "../../../sandbox/model/index";
import { demoUs, demoWorld, profileById, run, sum } from "./fixtures";

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
