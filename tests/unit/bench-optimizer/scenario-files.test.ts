import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readScenario } from "../../../bench/optimizer/world";
import { driftOf } from "../../../sandbox/model/scenario";

const DIR = join(import.meta.dirname, "..", "..", "..", "bench", "scenarios");
const scenario = (name: string) => readScenario(join(DIR, `${name}.json`));

describe("the bench's scenario files", () => {
  it("are all valid scenarios named after their files", () => {
    const files = readdirSync(DIR).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) expect(readScenario(join(DIR, file)).name).toBe(file.replace(/\.json$/, ""));
  });

  it("include a budget-bound, a steep-competition and a drifting market", () => {
    const demo = scenario("demo");
    expect(scenario("budget-bound").budget?.dailyPerCampaign).toBeLessThan(50);
    const steep = scenario("steep-competition");
    expect(steep.competition.level).toBeGreaterThan(demo.competition.level);
    steep.categories.forEach((category, index) => {
      expect(category.cpc[0]).toBeGreaterThan((demo.categories[index]?.cpc[0] ?? 0) * 2);
    });
    expect(driftOf(scenario("drifting")).dailySigma).toBeGreaterThan(driftOf(demo).dailySigma * 3);
  });
});
