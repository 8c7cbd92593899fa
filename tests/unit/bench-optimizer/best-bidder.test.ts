import { describe, expect, it } from "vitest";
import { bestBidderStrategy } from "../../../bench/optimizer/oracle/best-bidder";
import { bidsAt } from "../../../bench/optimizer/oracle/plan";
import { planner } from "../../../bench/optimizer/oracle/planner";
import { runDays } from "../../../bench/optimizer/run-days";
import { profileOf } from "../../../bench/optimizer/world";
import { tinyWorld } from "./tiny-market";

describe("the best bidder's campaigns", () => {
  it("carry each day's planned bid, paused where the plan has none", () => {
    const world = tinyWorld(2);
    const { alone } = planner(world, () => {});
    const { bids } = bidsAt(alone, 1.5);
    const { state } = runDays(world, bestBidderStrategy(world, alone, bids));
    const profile = profileOf(state, world.profileId);
    const lastDay = bids[1] as Int32Array;
    alone.pairs.forEach((pair, p) => {
      const query = profile.market.queries[pair.q];
      if (!query) throw new Error("no query");
      const campaignIds = new Set(
        profile.ads.productAds.filter((ad) => ad.sku === pair.sku).map((ad) => ad.campaignId),
      );
      const clause =
        query.kind === "term"
          ? profile.ads.keywords.find((k) => campaignIds.has(k.campaignId) && k.keywordText === query.text)
          : profile.ads.targets.find(
              (t) => campaignIds.has(t.campaignId) && t.expression[0]?.value === query.text.toUpperCase(),
            );
      const bid = lastDay[p] ?? 0;
      if (bid > 0) {
        expect(clause?.state).toBe("ENABLED");
        expect(clause?.bid).toBeCloseTo(bid / 100, 2);
      } else expect(clause?.state).toBe("PAUSED");
    });
    expect(alone.budget).toBe((world.limits.budgetCents * 3) / 100);
  });
});
