import { describe, expect, it } from "vitest";
import { dayParting } from "../../../worker/automation/rules/day-parting";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import {
  adsOffAtTimeOfDay,
  adsOffInWindows,
  applyAll,
  CAMPAIGNS,
  campaignOf,
  inputOf,
  laClock,
  ownChange,
  seasonalityWith,
  settingsOf,
  snapshotOf,
  summary,
  ZONE,
} from "./schedule-fixtures";

/** 2026-11-23 is a Monday: ads off 01:00–06:00. */
const mondayNight = snapshotOf({
  settings: settingsOf({ seasonality: adsOffAtTimeOfDay("MON", "01:00", "06:00") }),
});
const run = (snapshot: SkuSnapshot, localTime: string) =>
  dayParting.propose(inputOf(snapshot, laClock(localTime)));
/** The snapshot after the job ran and applied the rule's changes at each time in turn. */
function runAt(snapshot: SkuSnapshot, ...times: string[]) {
  return times.reduce((state, time) => applyAll(state, run(state, time), laClock(time)), snapshot);
}

describe("day parting (spec 001 §3 turn ads off at time of day)", () => {
  it("at From (01:00 Monday, Los Angeles) pauses Skupilot's ENABLED campaigns of the SKU, not the seller's own", () => {
    const changes = run(mondayNight, "2026-11-23T01:00");
    expect(summary(changes)).toEqual(["c-auto ENABLED→PAUSED", "c-kw ENABLED→PAUSED"]);
    expect(changes[0]).toMatchObject({
      rule: "DAY_PARTING",
      skuId: 7,
      campaignId: "c-auto",
      entityType: "CAMPAIGN",
      reason: "Day parting: ads off MON 01:00–06:00 (America/Los_Angeles), it is MON 01:00; campaign paused",
    });
  });

  it("does nothing the hour before From, on other weekdays, or at the same hours a week day later", () => {
    expect(run(mondayNight, "2026-11-23T00:00")).toEqual([]);
    expect(run(mondayNight, "2026-11-24T01:00")).toEqual([]);
    expect(run(mondayNight, "2026-11-22T03:00")).toEqual([]);
  });

  it("inside the window a second run changes nothing", () => {
    const paused = runAt(mondayNight, "2026-11-23T01:00");
    expect(run(paused, "2026-11-23T01:00")).toEqual([]);
    expect(run(paused, "2026-11-23T05:00")).toEqual([]);
  });

  it("at To (06:00, excluded from the window) resumes what it paused, with the reason", () => {
    const paused = runAt(mondayNight, "2026-11-23T01:00");
    const changes = run(paused, "2026-11-23T06:00");
    expect(summary(changes)).toEqual(["c-auto PAUSED→ENABLED", "c-kw PAUSED→ENABLED"]);
    expect(changes[0]?.reason).toBe(
      "Day parting window MON 01:00–06:00 (America/Los_Angeles) is over, it is MON 06:00; campaign resumed (day parting paused it)",
    );
    expect(run(runAt(paused, "2026-11-23T06:00"), "2026-11-23T07:00")).toEqual([]);
  });

  it("resumes only what it paused: a campaign the seller had paused stays paused", () => {
    const sellerPaused = snapshotOf({
      ...mondayNight,
      campaigns: [campaignOf("c-auto", { role: "AUTO" }), campaignOf("c-kw", { state: "PAUSED" })],
    });
    const after = runAt(sellerPaused, "2026-11-23T01:00");
    expect(summary(run(after, "2026-11-23T06:00"))).toEqual(["c-auto PAUSED→ENABLED"]);
  });

  it("a campaign the seller resumed inside the window stays on; next week's window pauses it again", () => {
    const paused = runAt(mondayNight, "2026-11-23T01:00");
    const resumedBySeller = {
      ...paused,
      campaigns: paused.campaigns.map((c) =>
        c.campaignId === "c-kw" ? { ...c, state: "ENABLED" as const } : c,
      ),
    };
    expect(run(resumedBySeller, "2026-11-23T03:00")).toEqual([]);
    expect(summary(run(resumedBySeller, "2026-11-23T06:00"))).toEqual(["c-auto PAUSED→ENABLED"]);
    const nextWeek = runAt(resumedBySeller, "2026-11-23T06:00");
    expect(summary(run(nextWeek, "2026-11-30T01:00"))).toEqual([
      "c-auto ENABLED→PAUSED",
      "c-kw ENABLED→PAUSED",
    ]);
  });

  it("a pause the seller undid is not resumed by the rule", () => {
    const paused = runAt(mondayNight, "2026-11-23T01:00");
    const undone = {
      ...paused,
      history: paused.history.map((change) => ({ ...change, status: "UNDONE" as const })),
    };
    expect(run(undone, "2026-11-23T06:00")).toEqual([]);
  });

  it("To 24:00 keeps the ads off to the day's end and resumes them at the next day's first run", () => {
    const lateEvening = snapshotOf({
      settings: settingsOf({ seasonality: adsOffAtTimeOfDay("MON", "22:00", "24:00") }),
    });
    const paused = runAt(lateEvening, "2026-11-23T22:00");
    expect(run(paused, "2026-11-23T23:00")).toEqual([]);
    expect(summary(run(paused, "2026-11-24T00:00"))).toEqual([
      "c-auto PAUSED→ENABLED",
      "c-kw PAUSED→ENABLED",
    ]);
  });

  it("reads the window in the SKU's zone: 09:00 UTC Monday is 01:00 in Los Angeles", () => {
    const clock = ruleClockAt(new Date("2026-11-23T09:00:00Z"), ZONE);
    expect(dayParting.propose(inputOf(mondayNight, clock))).toHaveLength(2);
    const utcMondayOne = ruleClockAt(new Date("2026-11-23T01:00:00Z"), ZONE);
    expect(dayParting.propose(inputOf(mondayNight, utcMondayOne))).toEqual([]);
  });

  it("on the spring DST day (02:00 never happens) a window from 02:00 starts at 03:00", () => {
    const sunday = snapshotOf({
      settings: settingsOf({ seasonality: adsOffAtTimeOfDay("SUN", "02:00", "05:00") }),
    });
    const at = (utc: string) => dayParting.propose(inputOf(sunday, ruleClockAt(new Date(utc), ZONE)));
    expect(at("2026-03-08T09:00:00Z")).toEqual([]); // 01:00 PST
    expect(at("2026-03-08T10:00:00Z")).toHaveLength(2); // 03:00 PDT
  });

  it("switched off while its campaigns are paused: still runs (restoresWhenOff) and resumes them", () => {
    const paused = runAt(mondayNight, "2026-11-23T01:00");
    const off = {
      ...paused,
      settings: settingsOf({ seasonality: adsOffAtTimeOfDay("MON", "01:00", "06:00", false) }),
    };
    expect(dayParting.isEnabled(off.settings)).toBe(false);
    expect(dayParting.restoresWhenOff).toBe(true);
    const changes = run(off, "2026-11-23T02:00");
    expect(summary(changes)).toEqual(["c-auto PAUSED→ENABLED", "c-kw PAUSED→ENABLED"]);
    expect(changes[0]?.reason).toBe("Day parting switched off; campaign resumed (day parting paused it)");
  });

  it("does not resume while the time-of-year off season still wants the campaigns off", () => {
    const both = seasonalityWith({
      ...adsOffAtTimeOfDay("MON", "01:00", "06:00"),
      turnAdsOffAtTimeOfYear: { isActivated: true, from: "2026-11-23", to: "2026-11-30" },
    });
    const paused = runAt(snapshotOf({ settings: settingsOf({ seasonality: both }) }), "2026-11-23T01:00");
    expect(run(paused, "2026-11-23T06:00")).toEqual([]);
    expect(run(paused, "2026-12-01T06:00")).toHaveLength(2);
  });

  it("leaves alone a campaign held by a seller's edit in Skupilot", () => {
    const held = { ...mondayNight, heldEntityIds: ["c-kw"] };
    expect(summary(run(held, "2026-11-23T01:00"))).toEqual(["c-auto ENABLED→PAUSED"]);
  });

  it("is enabled by the setting and due at every run", () => {
    expect(dayParting.isEnabled(mondayNight.settings)).toBe(true);
    expect(dayParting.isEnabled(settingsOf())).toBe(false);
    expect(
      dayParting.isDue(mondayNight.settings, laClock("2026-11-23T01:00"), laClock("2026-11-23T00:00").now),
    ).toBe(true);
  });

  it("ignores history of other rules and of failed attempts", () => {
    const at = laClock("2026-11-23T01:00").now;
    const [autoPause, keywordPause] = run(mondayNight, "2026-11-23T01:00");
    if (!autoPause || !keywordPause) throw new Error("the window pauses both campaigns");
    const failedPause = ownChange(autoPause, at, { status: "FAILED" });
    const otherRule = ownChange({ ...keywordPause, rule: "SEASONALITY" }, at);
    const pausedByOthers = snapshotOf({
      ...mondayNight,
      campaigns: CAMPAIGNS.map((c) => ({ ...c, state: "PAUSED" as const })),
      history: [failedPause, otherRule],
    });
    expect(run(pausedByOthers, "2026-11-23T06:00")).toEqual([]);
  });
});

describe("day parting with several windows a week (issue 33)", () => {
  /** Monday nights 01:00–06:00 and Monday lunch 12:00–14:00; Tuesday evening 20:00–24:00 and Wednesday 01:00–03:00. */
  const week = snapshotOf({
    settings: settingsOf({
      seasonality: adsOffInWindows(
        ["MON", "01:00", "06:00"],
        ["MON", "12:00", "14:00"],
        ["TUE", "20:00", "24:00"],
        ["WED", "01:00", "03:00"],
      ),
    }),
  });

  it("pauses in window A and in window B, each reason naming the window that applies", () => {
    expect(run(week, "2026-11-23T02:00")[0]?.reason).toBe(
      "Day parting: ads off MON 01:00–06:00 (America/Los_Angeles), it is MON 02:00; campaign paused",
    );
    const afterA = runAt(week, "2026-11-23T02:00", "2026-11-23T06:00");
    const changes = run(afterA, "2026-11-23T12:00");
    expect(summary(changes)).toEqual(["c-auto ENABLED→PAUSED", "c-kw ENABLED→PAUSED"]);
    expect(changes[0]?.reason).toBe(
      "Day parting: ads off MON 12:00–14:00 (America/Los_Angeles), it is MON 12:00; campaign paused",
    );
  });

  it("between the windows the ads run: resumed at A's To with A named, nothing paused until B's From", () => {
    const paused = runAt(week, "2026-11-23T01:00");
    const resumed = run(paused, "2026-11-23T06:00");
    expect(summary(resumed)).toEqual(["c-auto PAUSED→ENABLED", "c-kw PAUSED→ENABLED"]);
    expect(resumed[0]?.reason).toBe(
      "Day parting window MON 01:00–06:00 (America/Los_Angeles) is over, it is MON 06:00; campaign resumed (day parting paused it)",
    );
    const between = runAt(paused, "2026-11-23T06:00");
    expect(run(between, "2026-11-23T09:00")).toEqual([]);
    expect(run(between, "2026-11-23T11:00")).toEqual([]);
    const afterB = runAt(between, "2026-11-23T12:00");
    expect(run(afterB, "2026-11-23T14:00")[0]?.reason).toBe(
      "Day parting window MON 12:00–14:00 (America/Los_Angeles) is over, it is MON 14:00; campaign resumed (day parting paused it)",
    );
  });

  it("across midnight (Tuesday to 24:00, Wednesday from 01:00) the first hour of Wednesday runs, as 01:00 is the earliest From", () => {
    const tuesdayNight = runAt(week, "2026-11-24T20:00", "2026-11-24T23:00");
    const midnight = run(tuesdayNight, "2026-11-25T00:00");
    expect(summary(midnight)).toEqual(["c-auto PAUSED→ENABLED", "c-kw PAUSED→ENABLED"]);
    expect(midnight[0]?.reason).toBe(
      "Day parting window TUE 20:00–24:00 (America/Los_Angeles) is over, it is WED 00:00; campaign resumed (day parting paused it)",
    );
    const wednesday = run(runAt(tuesdayNight, "2026-11-25T00:00"), "2026-11-25T01:00");
    expect(wednesday[0]?.reason).toBe(
      "Day parting: ads off WED 01:00–03:00 (America/Los_Angeles), it is WED 01:00; campaign paused",
    );
  });

  it("adjacent windows of one day keep the ads off from the first From to the last To", () => {
    const adjacent = snapshotOf({
      settings: settingsOf({
        seasonality: adsOffInWindows(["FRI", "09:00", "12:00"], ["FRI", "12:00", "15:00"]),
      }),
    });
    const paused = runAt(adjacent, "2026-11-27T09:00");
    expect(run(paused, "2026-11-27T12:00")).toEqual([]);
    expect(run(paused, "2026-11-27T14:00")).toEqual([]);
    expect(run(paused, "2026-11-27T15:00")[0]?.reason).toBe(
      "Day parting window FRI 12:00–15:00 (America/Los_Angeles) is over, it is FRI 15:00; campaign resumed (day parting paused it)",
    );
  });

  it("reads every window in the SKU's zone: 20:00 UTC Monday is Monday lunch in Los Angeles, not in Tokyo", () => {
    const utc = new Date("2026-11-23T20:00:00Z");
    expect(dayParting.propose(inputOf(week, ruleClockAt(utc, ZONE)))[0]?.reason).toContain("MON 12:00–14:00");
    const tokyo = snapshotOf({ ...week, settings: { ...week.settings, timezone: "Asia/Tokyo" } });
    // 05:00 Tuesday in Tokyo: no window.
    expect(dayParting.propose(inputOf(tokyo, ruleClockAt(utc, "Asia/Tokyo")))).toEqual([]);
  });
});
