import { describe, expect, it } from "vitest";
import { advance, type SandboxState, updateEntities } from "../../../sandbox/model/index";
import { demoUs, demoWorld, profileById, run, SIMULATION_TIMEOUT_MS, sum, withOnlyProfile } from "./fixtures";

describe("budgets", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  it("stops a campaign for the rest of its local day once the daily budget is spent", () => {
    const us = demoUs(demoWorld());
    const start = withOnlyProfile(demoWorld(), us.profileId);
    const campaign = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "AUTO");
    if (!campaign) throw new Error("no auto campaign");
    const tight = updateEntities(start, us.profileId, "campaigns", [
      { campaignId: campaign.campaignId, budget: { budgetType: "DAILY", budget: 2 } },
    ]);
    expect(tight.result.error).toEqual([]);
    const { state, events } = advance(tight.state, 4 * 24);
    const rows = profileById(state, us.profileId).metrics.facts.filter(
      (r) => r.campaignId === campaign.campaignId && r.date >= "2026-11-02",
    );
    const byDate = new Map<string, number>();
    for (const row of rows) byDate.set(row.date, (byDate.get(row.date) ?? 0) + row.cost);
    expect(byDate.size).toBeGreaterThanOrEqual(3);
    for (const cost of byDate.values()) expect(cost).toBeLessThanOrEqual(2 + 1e-9);
    const out = events.filter(
      (e) => e.type === "CAMPAIGN_OUT_OF_BUDGET" && e.campaignId === campaign.campaignId,
    );
    expect(out.length).toBeGreaterThanOrEqual(3);
    // Days are the profile's: the budget event date is the Los Angeles date of the instant.
    for (const event of out) {
      if (event.type !== "CAMPAIGN_OUT_OF_BUDGET") continue;
      const local = new Date(Date.parse(event.at) - 8 * 3_600_000).toISOString().slice(0, 10);
      expect(event.date).toBe(local);
    }
  });
});

describe("budget raised after running out", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  it("lets the campaign serve again the same day", () => {
    const us = demoUs(demoWorld());
    const start = withOnlyProfile(demoWorld(), us.profileId);
    const campaign = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "AUTO");
    if (!campaign) throw new Error("no auto campaign");
    const tight = updateEntities(start, us.profileId, "campaigns", [
      { campaignId: campaign.campaignId, budget: { budgetType: "DAILY", budget: 1 } },
    ]);
    // Hand-over is local midnight in Los Angeles; by 16:00 local the 1.00 budget is gone.
    const afternoon = advance(tight.state, 16);
    expect(
      afternoon.events.some(
        (e) => e.type === "CAMPAIGN_OUT_OF_BUDGET" && e.campaignId === campaign.campaignId,
      ),
    ).toBe(true);
    const costToday = (state: SandboxState) =>
      sum(
        profileById(state, us.profileId).metrics.facts.filter(
          (r) => r.campaignId === campaign.campaignId && r.date === "2026-11-02",
        ),
        "cost",
      );
    const stillOut = run(afternoon.state, 6);
    expect(costToday(stillOut)).toBe(costToday(afternoon.state));
    const raised = updateEntities(afternoon.state, us.profileId, "campaigns", [
      { campaignId: campaign.campaignId, budget: { budgetType: "DAILY", budget: 50 } },
    ]);
    expect(costToday(run(raised.state, 6))).toBeGreaterThan(costToday(afternoon.state));
  });
});
