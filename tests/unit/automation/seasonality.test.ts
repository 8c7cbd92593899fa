import { describe, expect, it } from "vitest";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { seasonality } from "../../../worker/automation/rules/seasonality";
import {
  applyAll,
  inputOf,
  laClock,
  seasonalityWith,
  settingsOf,
  snapshotOf,
  summary,
} from "./schedule-fixtures";

const offSeason = (isActivated = true) =>
  seasonalityWith({ turnAdsOffAtTimeOfYear: { isActivated, from: "2026-12-24", to: "2026-12-26" } });
const christmas = snapshotOf({ settings: settingsOf({ seasonality: offSeason() }) });
const run = (snapshot: SkuSnapshot, localTime: string) =>
  seasonality.propose(inputOf(snapshot, laClock(localTime)));
const runAt = (snapshot: SkuSnapshot, time: string) => applyAll(snapshot, run(snapshot, time), laClock(time));

describe("seasonality: turn ads off at time of year (From and To both included, SKU's zone)", () => {
  it("the day before From changes nothing", () => {
    expect(run(christmas, "2026-12-23T23:00")).toEqual([]);
  });

  it("from the first run on From pauses Skupilot's campaigns of the SKU, with the dates in the reason", () => {
    const changes = run(christmas, "2026-12-24T00:00");
    expect(summary(changes)).toEqual(["c-auto ENABLED→PAUSED", "c-kw ENABLED→PAUSED"]);
    expect(changes[0]).toMatchObject({
      rule: "SEASONALITY",
      reason: "Ads off from 2026-12-24 to 2026-12-26, today 2026-12-24; campaign paused",
    });
  });

  it("keeps them off through To's last hour, and resumes at the first run after To", () => {
    const paused = runAt(christmas, "2026-12-24T00:00");
    expect(run(paused, "2026-12-25T12:00")).toEqual([]);
    expect(run(paused, "2026-12-26T23:00")).toEqual([]);
    const changes = run(paused, "2026-12-27T00:00");
    expect(summary(changes)).toEqual(["c-auto PAUSED→ENABLED", "c-kw PAUSED→ENABLED"]);
    expect(changes[0]?.reason).toBe(
      "Ads-off season 2026-12-24 to 2026-12-26 is over (today 2026-12-27); campaign resumed (seasonality paused it)",
    );
    expect(run(runAt(paused, "2026-12-27T00:00"), "2026-12-27T01:00")).toEqual([]);
  });

  it("a campaign the seller resumes during the season stays on", () => {
    const paused = runAt(christmas, "2026-12-24T00:00");
    const resumed = {
      ...paused,
      campaigns: paused.campaigns.map((c) =>
        c.campaignId === "c-auto" ? { ...c, state: "ENABLED" as const } : c,
      ),
    };
    expect(run(resumed, "2026-12-25T00:00")).toEqual([]);
  });

  it("a campaign the seller had paused before the season stays paused after it", () => {
    const sellerPaused = {
      ...christmas,
      campaigns: christmas.campaigns.map((c) =>
        c.campaignId === "c-kw" ? { ...c, state: "PAUSED" as const } : c,
      ),
    };
    const paused = runAt(sellerPaused, "2026-12-24T00:00");
    expect(summary(run(paused, "2026-12-27T00:00"))).toEqual(["c-auto PAUSED→ENABLED"]);
  });

  it("switched off mid-season, it resumes what it paused", () => {
    const paused = runAt(christmas, "2026-12-24T00:00");
    const off = { ...paused, settings: settingsOf({ seasonality: offSeason(false) }) };
    expect(seasonality.isEnabled(off.settings)).toBe(false);
    expect(seasonality.restoresWhenOff).toBe(true);
    const changes = run(off, "2026-12-25T00:00");
    expect(changes).toHaveLength(2);
    expect(changes[0]?.reason).toBe(
      "Ads off at time of year switched off; campaign resumed (seasonality paused it)",
    );
  });

  it("waits to resume while day parting's window holds the campaigns off", () => {
    const both = seasonalityWith({
      ...offSeason(),
      turnAdsOffAtTimeOfDay: { isActivated: true, windows: [{ day: "SUN", from: "01:00", to: "05:00" }] },
    });
    const paused = runAt(snapshotOf({ settings: settingsOf({ seasonality: both }) }), "2026-12-24T00:00");
    expect(run(paused, "2026-12-27T01:00")).toEqual([]); // 2026-12-27 is a Sunday
    expect(run(paused, "2026-12-27T05:00")).toHaveLength(2);
  });
});
