import { describe, expect, it } from "vitest";
import { e2eFiles, planShards, recordedDurations } from "../../scripts/e2e-shards.mjs";

describe("e2e shard plan", () => {
  it("puts every file in exactly one shard, longest first into the lightest", () => {
    const durations = { "a.e2e.test.ts": 60, "b.e2e.test.ts": 50, "c.e2e.test.ts": 20, "d.e2e.test.ts": 20 };
    const files = Object.keys(durations).map((name) => `tests/e2e/${name}`);
    const shards = planShards(files, durations, 2);
    expect(shards.map((shard) => shard.files)).toEqual([
      ["tests/e2e/a.e2e.test.ts", "tests/e2e/d.e2e.test.ts"],
      ["tests/e2e/b.e2e.test.ts", "tests/e2e/c.e2e.test.ts"],
    ]);
    expect(shards.map((shard) => shard.seconds)).toEqual([80, 70]);
  });

  it("counts a file with no recorded time as the mean, so a new file still runs", () => {
    const shards = planShards(
      ["x/new.e2e.test.ts", "x/a.e2e.test.ts"],
      { "a.e2e.test.ts": 30, "b.e2e.test.ts": 10 },
      2,
    );
    expect(shards.flatMap((shard) => shard.files).sort()).toEqual(["x/a.e2e.test.ts", "x/new.e2e.test.ts"]);
    expect(shards.map((shard) => shard.seconds).sort()).toEqual([20, 30]);
  });

  it("splits today's files within the longest file's time of each other, every file once", () => {
    const files = e2eFiles();
    const durations = recordedDurations();
    const shards = planShards(files, durations, 2);
    expect(shards.flatMap((shard) => shard.files).sort()).toEqual(files);
    const [first, second] = shards.map((shard) => shard.seconds);
    expect(Math.abs((first ?? 0) - (second ?? 0))).toBeLessThanOrEqual(Math.max(...Object.values(durations)));
  });
});
