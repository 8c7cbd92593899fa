import { describe, expect, it } from "vitest";
import { demoScenario, type Query, seasonality, trafficCurves } from "../../../sandbox/model/index";

const query = { seasonShift: 0, seasonStrength: 1 } as Query;

describe("traffic curves", () => {
  it("share each day's searches over the hours, with the category's own curves where it has them", () => {
    const kitchen = trafficCurves(demoScenario, "284507");
    const outdoor = trafficCurves(demoScenario, "3375301");
    const pets = trafficCurves(demoScenario, "2619533011");
    for (const curves of [kitchen, outdoor, pets]) {
      expect(curves.hourShare.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
      expect(curves.dayFactor.reduce((sum, factor) => sum + factor, 0) / 7).toBeCloseTo(1, 9);
    }
    expect(outdoor.dayFactor[6]).toBeGreaterThan(kitchen.dayFactor[6] ?? 0);
    expect(pets.hourShare[20]).toBeGreaterThan(kitchen.hourShare[20] ?? 0);
    expect(kitchen.hourShare[20]).toBeGreaterThan(kitchen.hourShare[4] ?? 0);
  });

  it("peak in the holiday season and dip half a year away", () => {
    const curves = trafficCurves(demoScenario);
    const peak = demoScenario.traffic.seasonality.peakDayOfYear;
    expect(seasonality(curves, query, peak)).toBeGreaterThan(seasonality(curves, query, peak - 30));
    expect(seasonality(curves, query, peak - 30)).toBeGreaterThan(seasonality(curves, query, peak - 180));
  });
});
