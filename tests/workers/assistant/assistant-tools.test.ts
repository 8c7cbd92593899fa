/** The assistant's tools, bound to one seller, over the analyst's seeded world (support/analyst-world.ts). */
import { describe, expect, it } from "vitest";
import { day, one, seededAnalystWorld, TODAY, toolsOf } from "../support/analyst-world";

const world = seededAnalystWorld();

describe("the tools, bound to one seller", () => {
  const range = { from: day(29), to: TODAY };

  it("never read another seller's rows at any level", async () => {
    const tools = await toolsOf(world.bob);
    expect((await tools.profiles()).map((profile) => profile.id)).toEqual([world.bobProfile]);
    for (const level of ["campaign", "sku", "keyword", "target", "searchTerm"] as const) {
      const rows = await tools.figures({ level, range, limit: 500 });
      expect(rows.every((row) => row.profileId === world.bobProfile)).toBe(true);
    }
    expect((await tools.campaigns({ range })).map((row) => row.campaignId)).toEqual(["b-auto"]);
    expect((await tools.wastedSpend({ range })).map((row) => row.campaignId)).toEqual(["b-auto"]);
    expect((await tools.automationChanges({ range })).map((row) => row.reason)).toEqual(["Bob's own reason"]);
    expect((await tools.skuSettings({})).map((row) => row.profileId)).toEqual([world.bobProfile]);
    // Ann's profile asked for through Bob's tools is nobody's.
    expect(await tools.figures({ level: "campaign", range, profileId: world.us })).toEqual([]);
    expect(await tools.campaigns({ range, profileId: world.us })).toEqual([]);
  });

  it("name targets as the History does", async () => {
    const targets = await (await toolsOf(world.ann)).figures({ level: "target", range });
    expect(targets.map((row) => [row.id, row.name, row.bid])).toEqual([["t-auto", "auto: close match", 0.5]]);
  });

  it("total one currency at a time", async () => {
    const tools = await toolsOf(world.ann);
    await expect(tools.totals({ range })).rejects.toThrow(/EUR, USD/);
    const usTotals = await tools.totals({ range, profileId: world.us });
    const expected = await one<{ cents: number }>(
      "select sum(cost_cents) as cents from daily_metrics where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and date between ? and ?",
      world.us,
      range.from,
      range.to,
    );
    expect(usTotals).toMatchObject({ currency: "USD", spend: expected.cents / 100 });
  });
});
