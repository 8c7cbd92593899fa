import { describe, expect, it } from "vitest";
import { planShards, recordedDurations, suiteFiles } from "../../scripts/test-shards.mjs";

describe("the shard plan of npm test's suites", () => {
  it("puts every file in exactly one shard, longest first into the lightest", () => {
    const durations = { "a.e2e.test.ts": 60, "b.e2e.test.ts": 50, "c.e2e.test.ts": 20, "d.e2e.test.ts": 20 };
    const files = Object.keys(durations).map((name) => `tests/e2e/${name}`);
    const shards = planShards("e2e", files, durations, 2);
    expect(shards.map((shard) => shard.files)).toEqual([
      ["tests/e2e/a.e2e.test.ts", "tests/e2e/d.e2e.test.ts"],
      ["tests/e2e/b.e2e.test.ts", "tests/e2e/c.e2e.test.ts"],
    ]);
    expect(shards.map((shard) => shard.seconds)).toEqual([80, 70]);
  });

  it("counts a file with no recorded time as the mean, so a new file still runs", () => {
    const shards = planShards(
      "e2e",
      ["tests/e2e/new.e2e.test.ts", "tests/e2e/a.e2e.test.ts"],
      { "a.e2e.test.ts": 30, "b.e2e.test.ts": 10 },
      2,
    );
    expect(shards.flatMap((shard) => shard.files).sort()).toEqual([
      "tests/e2e/a.e2e.test.ts",
      "tests/e2e/new.e2e.test.ts",
    ]);
    expect(shards.map((shard) => shard.seconds).sort()).toEqual([20, 30]);
  });

  it("keys a file in a subfolder by its path within the suite", () => {
    const durations = { "route-walk/fuzz.test.ts": 100, "a.test.ts": 60, "b.test.ts": 50 };
    const files = [
      "tests/workers/a.test.ts",
      "tests/workers/b.test.ts",
      "tests/workers/route-walk/fuzz.test.ts",
    ];
    const shards = planShards("workers", files, durations, 2);
    expect(shards.map((shard) => shard.seconds)).toEqual([100, 110]);
  });

  for (const suite of ["e2e", "workers"] as const) {
    it(`splits today's ${suite} files within the longest file's time of each other, every file once`, () => {
      const files = suiteFiles(suite);
      const durations = recordedDurations(suite);
      const shards = planShards(suite, files, durations, 2);
      expect(shards.flatMap((shard) => shard.files).sort()).toEqual(files);
      const [first, second] = shards.map((shard) => shard.seconds);
      expect(Math.abs((first ?? 0) - (second ?? 0))).toBeLessThanOrEqual(
        Math.max(...Object.values(durations)),
      );
      // Every recorded file still exists: a renamed or deleted file's time would skew the split.
      expect(Object.keys(durations).filter((key) => !files.includes(`tests/${suite}/${key}`))).toEqual([]);
    });
  }
});
