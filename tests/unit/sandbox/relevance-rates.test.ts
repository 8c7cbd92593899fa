import { describe, expect, it } from "vitest";
import { auctionQuality } from "../../../sandbox/model/auction/quality";
import { demoScenario } from "../../../sandbox/model/index";
import { ctrForRelevance, cvrForRelevance } from "../../../sandbox/model/world/relevance";
import { demoUs, originWorld } from "./fixtures";

const CVR = demoScenario.cvr.range;
const CTR = demoScenario.ctr.range;

describe("rates governed by relevance", () => {
  it("gives every irrelevant pair of the demo market a conversion rate near zero", () => {
    const { truth } = demoUs(originWorld()).market;
    const irrelevant = truth.flatMap((row) =>
      row.relevance.flatMap((relevance, q) => (relevance > 0 && relevance <= 0.06 ? [row.cvr[q] ?? 1] : [])),
    );
    expect(irrelevant.length).toBeGreaterThan(100);
    expect(Math.max(...irrelevant)).toBeLessThan(0.005);
  });

  it("keeps relevant pairs near the rates of the plain curve", () => {
    for (const relevance of [0.6, 0.8, 1]) {
      const plainCvr = CVR[0] + (CVR[1] - CVR[0]) * relevance ** 1.5;
      const plainCtr = CTR[0] + (CTR[1] - CTR[0]) * relevance ** 1.2;
      expect(cvrForRelevance(relevance, CVR)).toBeGreaterThan(0.95 * plainCvr);
      expect(ctrForRelevance(relevance, CTR)).toBeGreaterThan(0.95 * plainCtr);
    }
  });

  it("gives an irrelevant ad a far lower auction quality than a relevant one with the same CTR", () => {
    expect(auctionQuality(0.05, 0.02, 0.02)).toBeLessThan(0.3);
    expect(auctionQuality(0.8, 0.02, 0.02)).toBeGreaterThan(0.95);
  });
});
