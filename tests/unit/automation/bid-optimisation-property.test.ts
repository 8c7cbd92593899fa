import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { proposeBidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import { maxStepCents, nextBid, STEP_CAP } from "../../../worker/automation/rules/bid-step";
import { inputOf, keyword, reportedDays, settingsWith, snapshotWith } from "./bid-fixtures";

const bounds = fc
  .tuple(fc.integer({ min: 2, max: 500 }), fc.integer({ min: 1, max: 1000 }))
  .map(([minCents, span]) => ({ minCents, maxCents: minCents + span }));

const day = fc.record({
  impressions: fc.integer({ min: 0, max: 5000 }),
  clicks: fc.integer({ min: 0, max: 60 }),
  spendCents: fc.integer({ min: 0, max: 20_000 }),
  salesCents: fc.integer({ min: 0, max: 100_000 }),
  orders: fc.integer({ min: 0, max: 10 }),
  units: fc.constant(0),
});

/** A SKU of 1–6 keywords in two ad groups, each bid inside the SKU's bounds, with random figures. */
const market = bounds.chain((limits) =>
  fc.record({
    limits: fc.constant(limits),
    targetAcos: fc.double({ min: 1, max: 100, noNaN: true }),
    keywords: fc.array(
      fc.record({
        bidCents: fc.integer({ min: limits.minCents, max: limits.maxCents }),
        adGroupId: fc.constantFrom("ag1", "ag2"),
        day,
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
);

describe("bid optimisation, whatever the figures", { timeout: 60_000 }, () => {
  it("proposes bids inside [Min Bid, Max Bid] that move at most the step cap", () => {
    fc.assert(
      fc.property(market, ({ limits, targetAcos, keywords }) => {
        const snapshot = snapshotWith({
          settings: settingsWith({ targetAcos, bidMinCents: limits.minCents, bidMaxCents: limits.maxCents }),
          keywords: keywords.map((k, index) =>
            keyword(`k${index}`, { bidCents: k.bidCents, adGroupId: k.adGroupId }),
          ),
          targetingDays: keywords.flatMap((k, index) => reportedDays(`k${index}`, k.day)),
        });
        for (const change of proposeBidOptimisation(inputOf(snapshot))) {
          if (change.kind !== "SET_BID") throw new Error(`unexpected ${change.kind}`);
          expect(change.toCents).toBeGreaterThanOrEqual(limits.minCents);
          expect(change.toCents).toBeLessThanOrEqual(limits.maxCents);
          expect(Number.isInteger(change.toCents)).toBe(true);
          expect(Math.abs(change.toCents - change.fromCents)).toBeLessThanOrEqual(
            Math.max(change.fromCents * STEP_CAP, 2),
          );
          expect(change.toCents).not.toBe(change.fromCents);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("steps any bid, even one outside the bounds, to a whole-cent bid inside them", () => {
    fc.assert(
      fc.property(
        bounds,
        fc.integer({ min: 1, max: 3000 }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (limits, bidCents, targetCents) => {
          const next = nextBid(bidCents, targetCents, limits) ?? bidCents;
          const inside = bidCents >= limits.minCents && bidCents <= limits.maxCents;
          expect(next).toBeGreaterThanOrEqual(limits.minCents);
          expect(next).toBeLessThanOrEqual(limits.maxCents);
          if (inside) expect(Math.abs(next - bidCents)).toBeLessThanOrEqual(maxStepCents(bidCents));
          expect(Number.isInteger(next)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
