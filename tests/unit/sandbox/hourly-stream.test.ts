import { describe, expect, it } from "vitest";
import {
  dueStreamHours,
  HOURLY_RETENTION_HOURS,
  hourIndexOf,
  parseInstant,
  type SandboxState,
  streamRecords,
} from "../../../sandbox/model/index";
import { demoUs, demoWorld, run, SIMULATION_TIMEOUT_MS } from "./fixtures";

const sum = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

const nowHour = (state: SandboxState) => hourIndexOf(parseInstant(state.clock.now));

describe("hourly rows and their Marketing Stream records", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  it("add up to the day's fact rows: the same clicks, cost and 7-day orders, only in UTC hours", () => {
    const profile = demoUs(demoWorld());
    const { traffic, conversions } = profile.metrics.hourly ?? { traffic: [], conversions: [] };
    expect(traffic.length).toBeGreaterThan(0);
    const total = (values: (series: (typeof traffic)[number]) => number[]) =>
      sum(traffic, (series) => sum(values(series), (value) => value));
    expect(total((series) => series.clicks)).toBe(sum(profile.metrics.facts, (row) => row.clicks));
    expect(total((series) => series.cost)).toBeCloseTo(
      sum(profile.metrics.facts, (row) => row.cost),
      2,
    );
    expect(sum(conversions, (entry) => entry.purchases[1] ?? 0)).toBe(
      sum(profile.metrics.facts, (row) => row.purchases7d),
    );
  });

  it("keep each ad's hours as one array an hour, a few per cent of the world's JSON", () => {
    const world = demoWorld();
    const hourlyJson = world.profiles.map((profile) => JSON.stringify(profile.metrics.hourly ?? {})).join("");
    expect(hourlyJson.length / JSON.stringify(world).length).toBeLessThan(0.1);
  });

  it("keep the last 15 days, and advancing twice equals advancing once", () => {
    const world = demoWorld();
    const once = run(world, 48);
    const twice = run(run(world, 24), 24);
    expect(JSON.stringify(demoUs(twice).metrics.hourly)).toBe(JSON.stringify(demoUs(once).metrics.hourly));
    const oldest = Math.min(...(demoUs(once).metrics.hourly?.traffic ?? []).map((series) => series.from));
    expect(oldest).toBeGreaterThanOrEqual(nowHour(once) - HOURLY_RETENTION_HOURS);
  });

  it("send an hour's traffic once it has ended and its conversions again, updated, when a later order lands on it", () => {
    const first = demoWorld();
    const middle = run(first, 84);
    const last = run(middle, 84);
    const traffic = dueStreamHours(demoUs(last), "sp-traffic", nowHour(middle), nowHour(last));
    expect(Math.min(...traffic)).toBe(nowHour(middle));
    expect(Math.max(...traffic)).toBeLessThan(nowHour(last));
    const resent = last.profiles.flatMap((profile, index) => {
      const before = middle.profiles[index] ?? profile;
      const sentBefore = new Set(dueStreamHours(before, "sp-conversion", nowHour(first), nowHour(middle)));
      return dueStreamHours(profile, "sp-conversion", nowHour(middle), nowHour(last))
        .filter((hour) => sentBefore.has(hour))
        .map((hour) => ({
          hour,
          old: streamRecords(before, "sp-conversion", hour),
          now: streamRecords(profile, "sp-conversion", hour),
        }));
    });
    expect(resent.length).toBeGreaterThan(0);
    for (const { old, now } of resent) {
      const previous = new Map(old.map((record) => [record.ad_id, record]));
      const changed = now.filter(
        (record) => previous.get(record.ad_id)?.idempotency_id !== record.idempotency_id,
      );
      expect(changed.length).toBeGreaterThan(0);
      for (const record of changed) {
        expect(Number(record.attributed_conversions_30d)).toBeGreaterThan(
          Number(previous.get(record.ad_id)?.attributed_conversions_30d ?? 0),
        );
      }
    }
  });
});
