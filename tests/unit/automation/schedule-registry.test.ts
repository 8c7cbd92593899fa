import { describe, expect, it } from "vitest";
import { RULES } from "../../../worker/automation/rules/index";
import type { AutomationRule } from "../../../worker/contracts/automation/change";
import { inputOf, keywordOf, laClock, snapshotOf } from "./schedule-fixtures";

const SCHEDULE_RULES: AutomationRule[] = [
  "DAY_PARTING",
  "SEASONALITY",
  "SEASONAL_BUDGET",
  "KEYWORD_BOOST",
  "ORGANIC_SEARCH",
  "INVENTORY",
];

describe("the schedule rules in the registry", () => {
  it("each is registered once", () => {
    for (const rule of SCHEDULE_RULES) {
      expect(RULES.filter((definition) => definition.rule === rule)).toHaveLength(1);
    }
  });

  it("the boost is planned before organic search, so a boosted keyword's bid is the boost's", () => {
    const order = RULES.map((definition) => definition.rule);
    expect(order.indexOf("KEYWORD_BOOST")).toBeLessThan(order.indexOf("ORGANIC_SEARCH"));
  });

  it("on an in-stock SKU with nothing set and no history, none of them proposes anything at any hour", () => {
    const quiet = snapshotOf({
      keywords: [keywordOf("k1")],
      organicRanks: { k1: { status: "RANKS", position: 1 } },
    });
    for (const time of ["2026-11-23T00:00", "2026-11-23T13:00", "2026-12-31T23:00"]) {
      for (const definition of RULES.filter(({ rule }) => SCHEDULE_RULES.includes(rule))) {
        expect(definition.propose(inputOf(quiet, laClock(time))), definition.rule).toEqual([]);
      }
    }
  });
});
