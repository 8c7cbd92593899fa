import { describe, expect, it } from "vitest";
import type { FactRow, SandboxState } from "../../../sandbox/model/index";
import {
  demoUs,
  demoWorld,
  originWorld,
  profileById,
  run,
  SIMULATION_TIMEOUT_MS,
  sum,
  withOnlyProfile,
} from "./fixtures";

describe("time zone days", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  it("books each hour on the profile's local date", () => {
    // Origin is 2026-10-19T08:00Z. Run to 2026-10-20T05:00Z: 22:00 in Los Angeles, 06:00 in London.
    const before = run(originWorld(), 21);
    const after = run(before, 2);
    const grown = (state: SandboxState, profileId: number) =>
      new Map(
        profileById(state, profileId).metrics.facts.map((row) => [
          `${row.date}|${row.adId}|${row.targetingId}|${row.placement}|${row.searchTerm}`,
          row,
        ]),
      );
    const datesThatGrew = (profileId: number) => {
      const old = grown(before, profileId);
      const dates = new Set<string>();
      for (const [key, row] of grown(after, profileId))
        if ((old.get(key)?.impressions ?? 0) < row.impressions) dates.add(row.date);
      return dates;
    };
    const us = before.profiles.find(
      (p) => p.countryCode === "US" && p.sellerId === before.sellers[0]?.sellerId,
    );
    const uk = before.profiles.find(
      (p) => p.countryCode === "UK" && p.sellerId === before.sellers[0]?.sellerId,
    );
    if (!us || !uk) throw new Error("profiles missing");
    expect([...datesThatGrew(us.profileId)]).toEqual(["2026-10-19"]);
    expect([...datesThatGrew(uk.profileId)]).toEqual(["2026-10-20"]);
  });
});

describe("attribution", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  it("restates recent days: a date's sales keep growing for days after it", () => {
    const day = "2026-11-02";
    const salesOf = (state: SandboxState, field: keyof FactRow) =>
      sum(
        demoUs(state).metrics.facts.filter((r) => r.date === day),
        field,
      );
    const nextMorning = run(withOnlyProfile(demoWorld(), demoUs(demoWorld()).profileId), 32);
    const weekLater = run(nextMorning, 7 * 24);
    expect(salesOf(nextMorning, "clicks")).toBe(salesOf(weekLater, "clicks"));
    expect(salesOf(weekLater, "sales30d")).toBeGreaterThan(salesOf(nextMorning, "sales30d"));
    expect(salesOf(weekLater, "purchases7d")).toBeGreaterThanOrEqual(salesOf(weekLater, "purchases1d"));
    expect(salesOf(weekLater, "purchases30d")).toBeGreaterThanOrEqual(salesOf(weekLater, "purchases7d"));
  });
});
