import { describe, expect, it } from "vitest";
import { planner } from "../../../bench/optimizer/oracle/planner";
import { tinyWorld } from "./tiny-market";

describe("the planner on some of the pairs", () => {
  it("prices each pair given as the plan of every pair prices it, in the order given", () => {
    const world = tinyWorld(2);
    const every = planner(world, () => {}).alone;
    const chosen = [5, 1, 8].map((p) => ({ p, pair: every.pairs[p] }));
    const some = planner(
      world,
      () => {},
      chosen.map(({ pair }) => pair ?? { sku: "", q: -1 }),
    ).alone;
    expect(some.pairs).toEqual(chosen.map(({ pair }) => pair));
    expect(some.budget).toBe(every.budget);
    // Bids worth placing, not only "no bid".
    expect(some.hulls.flat().some((hull) => hull.length > 1)).toBe(true);
    every.days.forEach((_, d) => {
      chosen.forEach(({ p }, i) => {
        expect(some.hulls[d]?.[i]).toEqual(every.hulls[d]?.[p]);
        expect(some.quality[d]?.[i]).toBe(every.quality[d]?.[p]);
        expect(some.perSearch[d]?.[i]).toBe(every.perSearch[d]?.[p]);
      });
    });
  });
});
