import { test } from "vitest";
import { advance } from "../../../sandbox/model/clock";
import { DEMO_SEED, demoScenario } from "../../../sandbox/model/demo-scenario";
import { generateWorld } from "../../../sandbox/model/world/generate-world";

test("smoke", () => {
  const world = generateWorld(DEMO_SEED, demoScenario);
  const { state } = advance(world, 7 * 24);
  for (const p of [state.profiles[0], state.profiles[8]]) {
    if (!p) continue;
    const groups = new Map<string, { i: number; c: number; cost: number; o: number; s: number; n: number }>();
    for (const r of p.metrics.facts) {
      const k = `${r.placement} ${r.matchType} ${r.targeting.slice(0, 30)}`;
      const g = groups.get(k) ?? { i: 0, c: 0, cost: 0, o: 0, s: 0, n: 0 };
      g.i += r.impressions;
      g.c += r.clicks;
      g.cost += r.cost;
      g.o += r.purchases7d;
      g.s += r.sales7d;
      g.n++;
      groups.set(k, g);
    }
    for (const [k, g] of [...groups].sort()) console.log(k, JSON.stringify(g));
    console.log(p.catalog.map((x) => `${x.sku} ${x.price} ${x.categoryName} ${x.noun}`).join("\n"));
    const t = p.market.truth[0];
    console.log(
      p.market.queries
        .slice(0, 10)
        .map(
          (q, i) =>
            `${q.text} vol=${q.dailyVolume} comp=${q.competitors}x${q.competitorBidMedian} rel=${t?.relevance[i]} ctr=${t?.ctr[i]} cvr=${t?.cvr[i]} rank=${t?.organicRank[i]}`,
        )
        .join("\n"),
    );
  }
});
