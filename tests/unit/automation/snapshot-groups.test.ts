import { describe, expect, it } from "vitest";
import { planChanges } from "../../../worker/automation/plan-changes";
import {
  MAX_SNAPSHOT_READS,
  SKUS_PER_READ,
  snapshotGroups,
} from "../../../worker/automation/snapshot-groups";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import { bid, proposing, snapshot } from "./engine-fixtures";

const skus = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("the groups a run reads its SKUs' snapshots in", () => {
  it("hold SKUS_PER_READ SKUs each, every SKU once, in order", () => {
    const groups = snapshotGroups(skus(5));
    expect(groups.every((group) => group.length <= SKUS_PER_READ)).toBe(true);
    expect(groups.flat()).toEqual(skus(5));
  });

  it("grow with many SKUs so a run makes at most MAX_SNAPSHOT_READS reads", () => {
    const groups = snapshotGroups(skus(1000));
    expect(groups.length).toBeLessThanOrEqual(MAX_SNAPSHOT_READS);
    expect(groups.flat()).toEqual(skus(1000));
  });

  it("are none for no SKU", () => {
    expect(snapshotGroups([])).toEqual([]);
  });
});

describe("planning group by group", () => {
  const clock = ruleClockAt(new Date("2026-11-25T11:30:00Z"), "America/Los_Angeles");
  const rules = [proposing("BID_OPTIMIZATION", [bid("K1", 90, 80)])];

  it("keeps one change per entity and field across the groups of a run", () => {
    const touched = new Set<string>();
    const first = planChanges([{ snapshot: snapshot(), clock, rules }], false, touched);
    const second = planChanges([{ snapshot: snapshot(), clock, rules }], false, touched);
    expect(first).toHaveLength(1);
    expect(second).toEqual([]);
  });
});
