import { describe, expect, it } from "vitest";
import { changeKeyOf } from "../../../worker/automation/change-key";
import { dueRules, planChanges, ruleRunKey } from "../../../worker/automation/plan-changes";
import type { RuleDefinition } from "../../../worker/automation/rules/rule";
import { lowersSpend } from "../../../worker/automation/rules/spend-guard";
import { runKeyOf } from "../../../worker/automation/run-key";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import { targetAcosOf } from "../../../worker/contracts/automation/target-acos";
import { addKeyword, bid, negative, proposed, proposing, snapshot } from "./engine-fixtures";

const clock = ruleClockAt(new Date("2026-11-25T11:30:00Z"), "America/Los_Angeles");
const plan = (rules: RuleDefinition[], held: string[] = [], adLimitReached = false) =>
  planChanges([{ snapshot: snapshot(held), clock, rules }], adLimitReached);

describe("change keys", () => {
  it("name the rule, the kind and the entity, or what an addition creates", () => {
    expect(changeKeyOf(bid("K1", 90, 80))).toBe("BID_OPTIMIZATION:SET_BID:K1:bid");
    expect(changeKeyOf(addKeyword("Dog Bed"))).toBe(
      "SEARCH_TERM_EXPANSION:ADD_KEYWORD:AG1:keyword:EXACT:dog bed",
    );
    expect(changeKeyOf(negative("cat toy", null))).toBe(
      "NEGATIVE_OPTIMIZATION:ADD_NEGATIVE_KEYWORD:campaign C1:negative-keyword:cat toy",
    );
  });

  it("are the same for the same change planned twice, so the stored plan keeps one", () => {
    expect(changeKeyOf(bid("K1", 90, 80))).toBe(changeKeyOf(bid("K1", 85, 70)));
    expect(changeKeyOf(addKeyword("dog bed"))).toBe(changeKeyOf(addKeyword("DOG BED")));
    expect(changeKeyOf(addKeyword("dog bed", "AG1"))).not.toBe(changeKeyOf(addKeyword("dog bed", "AG2")));
  });
});

describe("the planner", () => {
  it("keeps one change per entity and field, the earliest rule's", () => {
    const planned = plan([
      proposing("BID_OPTIMIZATION", [bid("K1", 90, 80), bid("K2", 90, 70)]),
      proposing("KEYWORD_BOOST", [bid("K1", 90, 135, "KEYWORD_BOOST"), bid("K3", 50, 75, "KEYWORD_BOOST")]),
    ]);
    expect(planned.map((change) => [change.rule, "entityId" in change && change.entityId])).toEqual([
      ["BID_OPTIMIZATION", "K1"],
      ["BID_OPTIMIZATION", "K2"],
      ["KEYWORD_BOOST", "K3"],
    ]);
  });

  it("drops changes on held entities, and keeps additions (nothing exists yet to hold)", () => {
    const planned = plan(
      [proposing("BID_OPTIMIZATION", [bid("K1", 90, 80), bid("K2", 90, 70), addKeyword("dog bed")])],
      ["K1"],
    );
    expect(planned.map((change) => (change.kind === "SET_BID" ? change.entityId : change.kind))).toEqual([
      "K2",
      "ADD_KEYWORD",
    ]);
  });

  it("makes only changes that lower spend at the ad limit", () => {
    const changes = [bid("K1", 90, 80), bid("K2", 90, 120), addKeyword("dog bed"), negative("cat toy")];
    const planned = plan([proposing("BID_OPTIMIZATION", changes)], [], true);
    expect(planned).toEqual([changes[0], changes[3]]);
  });

  it("tells which rules are due from their switch and their schedule for the SKU", () => {
    const daily: RuleDefinition = {
      ...proposing("BID_OPTIMIZATION", []),
      isDue: (_settings, _clock, lastRunAt) =>
        lastRunAt === null || clock.now.getTime() - lastRunAt.getTime() >= 86_400_000,
    };
    const off: RuleDefinition = { ...proposing("DAY_PARTING", []), isEnabled: () => false };
    const settings = snapshot().settings;
    expect(dueRules([daily, off], settings, clock, new Map()).map((rule) => rule.rule)).toEqual([
      "BID_OPTIMIZATION",
    ]);
    const ranAnHourAgo = new Map([[ruleRunKey(1, "BID_OPTIMIZATION"), new Date("2026-11-25T10:30:00Z")]]);
    expect(dueRules([daily, off], settings, clock, ranAnHourAgo)).toEqual([]);
  });

  it("runs a rule that restores what it changed at every run once its setting is off", () => {
    const restoring: RuleDefinition = {
      ...proposing("DAY_PARTING", []),
      isEnabled: () => false,
      isDue: () => false,
      restoresWhenOff: true,
    };
    const settings = snapshot().settings;
    const ranAnHourAgo = new Map([[ruleRunKey(1, "DAY_PARTING"), new Date("2026-11-25T10:30:00Z")]]);
    expect(dueRules([restoring], settings, clock, ranAnHourAgo).map((rule) => rule.rule)).toEqual([
      "DAY_PARTING",
    ]);
  });
});

describe("spend", () => {
  it("is lowered by lower bids and budgets, pauses, negatives and archiving a keyword; raised by the rest", () => {
    expect(lowersSpend(bid("K1", 90, 89))).toBe(true);
    expect(lowersSpend(bid("K1", 90, 90))).toBe(false);
    const state = (from: "ENABLED" | "PAUSED", to: "ENABLED" | "PAUSED") =>
      proposed({ kind: "SET_STATE", entityType: "CAMPAIGN", entityId: "C1", from, to });
    expect(lowersSpend(state("ENABLED", "PAUSED"))).toBe(true);
    expect(lowersSpend(state("PAUSED", "ENABLED"))).toBe(false);
    expect(lowersSpend(negative("x"))).toBe(true);
    expect(lowersSpend(addKeyword("x"))).toBe(false);
    const archive = (entityType: "NEGATIVE_KEYWORD" | "KEYWORD") =>
      proposed({ kind: "ARCHIVE", entityType, entityId: "N1", adGroupId: "AG1" });
    expect(lowersSpend(archive("NEGATIVE_KEYWORD"))).toBe(false);
    expect(lowersSpend(archive("KEYWORD"))).toBe(true);
  });
});

describe("the clock and the target", () => {
  it("reads the hour, date and weekday in the SKU's zone, and keys the run by the UTC hour", () => {
    expect(ruleClockAt(new Date("2026-11-25T05:30:00Z"), "America/Los_Angeles")).toMatchObject({
      today: "2026-11-24",
      hour: 21,
      weekday: "TUE",
    });
    expect(ruleClockAt(new Date("2026-11-25T23:00:00Z"), "Europe/Berlin")).toMatchObject({
      today: "2026-11-26",
      hour: 0,
      weekday: "THU",
    });
    expect(runKeyOf(new Date("2026-11-25T11:59:59Z"))).toBe("2026-11-25T11");
  });

  it("steers to the target ACOS, else the target ROAS read as ACOS (100 / ROAS)", () => {
    expect(targetAcosOf(30, 4)).toBe(30);
    expect(targetAcosOf(null, 4)).toBe(25);
    expect(targetAcosOf(null, null)).toBeNull();
  });
});
