import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  negativeOptimizationFormSchema,
  negativeOptimizationSchema,
} from "../../worker/contracts/advertised-skus/settings/negative-optimization.schemas";
import { searchTermExpansionSchema } from "../../worker/contracts/advertised-skus/settings/search-term-expansion.schemas";
import {
  FREQUENCIES,
  INCREASE_TYPES,
  LOOK_BACK_PRESETS,
  WEEKDAYS,
} from "../../worker/contracts/advertised-skus/settings/setting-fields.schemas";
import { targetBidExpansionSchema } from "../../worker/contracts/advertised-skus/settings/target-bid-expansion.schemas";
import { issuesOf } from "./sku-settings-issues";

describe("constants (spec 001 §9)", () => {
  it("look-back presets, frequencies, weekdays and increase types", () => {
    expect(LOOK_BACK_PRESETS).toEqual([7, 14, 30, 60, 90]);
    expect(FREQUENCIES).toEqual(["DAILY", "WEEKLY", "MONTHLY", "QUARTERLY"]);
    expect(WEEKDAYS).toEqual(["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"]);
    expect(INCREASE_TYPES).toEqual(["$", "%"]);
  });
});

describe("negative optimisation (spec 001 §4, §5)", () => {
  const valid = { frequency: "WEEKLY", lookBackPeriod: 30, clicksWithoutSale: 10 };
  const issues = (change: Record<string, unknown>) =>
    issuesOf(negativeOptimizationSchema, { ...valid, ...change });

  it("stores the settings, or null when off", () => {
    expect(v.parse(negativeOptimizationSchema, valid)).toEqual({
      ...valid,
      impressionsWithoutClick: null,
      ctrLowerThan: null,
    });
    expect(v.parse(negativeOptimizationSchema, null)).toBeNull();
  });

  it("frequency required, one of Daily, Weekly, Monthly, Quarterly", () => {
    expect(issues({ frequency: null })).toEqual([["frequency", "Required"]]);
    expect(issues({ frequency: "YEARLY" })).toEqual([["frequency", "Required"]]);
    for (const frequency of FREQUENCIES) expect(issues({ frequency })).toEqual([]);
  });

  it("look-back required; a custom look-back min 1", () => {
    expect(issues({ lookBackPeriod: null })).toEqual([["lookBackPeriod", "Required"]]);
    expect(issues({ lookBackPeriod: 0 })).toEqual([["lookBackPeriod", "Min value - 1"]]);
    expect(issues({ lookBackPeriod: 1 })).toEqual([]);
    expect(issues({ lookBackPeriod: 45 })).toEqual([]);
  });

  it("clicks without sales and impressions without clicks min 1", () => {
    expect(issues({ clicksWithoutSale: 0 })).toEqual([["clicksWithoutSale", "Min value - 1"]]);
    expect(issues({ impressionsWithoutClick: 0 })).toEqual([["impressionsWithoutClick", "Min value - 1"]]);
    expect(issues({ impressionsWithoutClick: 1 })).toEqual([]);
  });

  it("CTR lower than 0.1 to 100", () => {
    expect(issues({ ctrLowerThan: 0.05 })).toEqual([["ctrLowerThan", "Min value - 0.1%"]]);
    expect(issues({ ctrLowerThan: 101 })).toEqual([["ctrLowerThan", "Max value - 100%"]]);
    expect(issues({ ctrLowerThan: 0.1 })).toEqual([]);
    expect(issues({ ctrLowerThan: 100 })).toEqual([]);
  });

  it("at least one of the three metrics required", () => {
    expect(issues({ clicksWithoutSale: null })).toEqual([
      ["clicksWithoutSale", "Enter at least one of clicks, impressions or CTR"],
    ]);
    expect(issues({ clicksWithoutSale: null, ctrLowerThan: 2.5 })).toEqual([]);
  });

  it("the form sends null when disabled and the settings when enabled", () => {
    const off = { isActivated: false, settings: { frequency: null } };
    expect(v.parse(negativeOptimizationFormSchema, off)).toBeNull();
    expect(v.parse(negativeOptimizationFormSchema, { isActivated: true, settings: valid })).toMatchObject(
      valid,
    );
    expect(
      issuesOf(negativeOptimizationFormSchema, {
        isActivated: true,
        settings: { ...valid, frequency: null },
      }),
    ).toEqual([["settings.frequency", "Required"]]);
  });
});

describe("search-term expansion (spec 001 §4, §5)", () => {
  const valid = {
    pullWinningFromOtherCampaigns: true,
    addNegativeToOriginalCampaign: true,
    frequency: "DAILY",
    lookBackPeriod: 14,
    roasMin: 2,
    roasMax: 5,
    ordersMin: 2,
    ctrHigherThan: 0.5,
    conversionHigherThan: 10,
    broadKeywordBidPrice: 0.5,
    phraseKeywordBidPrice: null,
    exactKeywordBidPrice: 0.75,
  };
  const issues = (change: Record<string, unknown>) =>
    issuesOf(searchTermExpansionSchema, { ...valid, ...change });

  it("stores what was sent", () => {
    expect(v.parse(searchTermExpansionSchema, valid)).toEqual(valid);
  });

  it("with the pull option off keeps only the pull flag and addNegativeToOriginalCampaign", () => {
    expect(
      v.parse(searchTermExpansionSchema, { ...valid, pullWinningFromOtherCampaigns: false, ordersMin: null }),
    ).toEqual({ pullWinningFromOtherCampaigns: false, addNegativeToOriginalCampaign: true });
  });

  it("ROAS start 0.1 to 100, required if an end is given", () => {
    expect(issues({ roasMin: 0.05 })).toEqual([["roasMin", "Min value - 0.1"]]);
    expect(issues({ roasMin: 100.5, roasMax: null })).toEqual([["roasMin", "Max value - 100"]]);
    expect(issues({ roasMin: null })).toEqual([["roasMin", "Required"]]);
    expect(issues({ roasMin: null, roasMax: null })).toEqual([]);
    expect(issues({ roasMin: 3, roasMax: null })).toEqual([]);
  });

  it("ROAS end 0.2 to 100 and greater than start", () => {
    expect(issues({ roasMin: null, roasMax: 0.1 })).toEqual([
      ["roasMax", "Min value - 0.2"],
      ["roasMin", "Required"],
    ]);
    expect(issues({ roasMax: 101 })).toEqual([["roasMax", "Max value - 100"]]);
    expect(issues({ roasMin: 4, roasMax: 3 })).toEqual([
      ["roasMax", "The max ROAS can't be lower than the min ROAS"],
    ]);
    expect(issues({ roasMin: 4, roasMax: 4 })).toEqual([
      ["roasMax", "The max ROAS can't be lower than the min ROAS"],
    ]);
  });

  it("min orders required, min 1", () => {
    expect(issues({ ordersMin: null })).toEqual([["ordersMin", "Required"]]);
    expect(issues({ ordersMin: 0 })).toEqual([["ordersMin", "Min value - 1"]]);
  });

  it("CTR higher than 0.1 to 100 and conversion higher than 1 to 100", () => {
    expect(issues({ ctrHigherThan: 0.01 })).toEqual([["ctrHigherThan", "Min value - 0.1%"]]);
    expect(issues({ ctrHigherThan: 100.1 })).toEqual([["ctrHigherThan", "Max value - 100%"]]);
    expect(issues({ conversionHigherThan: 0.5 })).toEqual([["conversionHigherThan", "Min value - 1%"]]);
    expect(issues({ conversionHigherThan: 120 })).toEqual([["conversionHigherThan", "Max value - 100%"]]);
  });

  it("broad, phrase and exact bid prices each min $0.02, at least one required", () => {
    expect(issues({ broadKeywordBidPrice: 0.01 })).toEqual([["broadKeywordBidPrice", "Min value - $0.02"]]);
    expect(issues({ phraseKeywordBidPrice: 0.01 })).toEqual([["phraseKeywordBidPrice", "Min value - $0.02"]]);
    expect(issues({ exactKeywordBidPrice: 0 })).toEqual([["exactKeywordBidPrice", "Min value - $0.02"]]);
    expect(issues({ broadKeywordBidPrice: null, exactKeywordBidPrice: null })).toEqual([
      ["broadKeywordBidPrice", "Enter at least one of the broad, phrase or exact bid prices"],
    ]);
    expect(
      issues({ broadKeywordBidPrice: null, exactKeywordBidPrice: null, phraseKeywordBidPrice: 0.02 }),
    ).toEqual([]);
  });
});

describe("target bid expansion (spec 001 §4, §5)", () => {
  const valid = {
    isActivated: true,
    frequency: "WEEKLY",
    lookBackPeriod: 7,
    impressionsLessThan: 100,
    amountIncreaseType: "%",
    bidAmount: 10,
    bidMax: 1.5,
  };
  const issues = (change: Record<string, unknown>) =>
    issuesOf(targetBidExpansionSchema, { ...valid, ...change });

  it("stores what was sent; off keeps only the flag", () => {
    expect(v.parse(targetBidExpansionSchema, valid)).toEqual(valid);
    expect(v.parse(targetBidExpansionSchema, { ...valid, isActivated: false, bidMax: 0 })).toEqual({
      isActivated: false,
    });
  });

  it("frequency, type, amount and max bid required", () => {
    expect(issues({ frequency: null, amountIncreaseType: null, bidAmount: null, bidMax: undefined })).toEqual(
      [
        ["frequency", "Required"],
        ["amountIncreaseType", "Required"],
        ["bidAmount", "Required"],
        ["bidMax", "Required"],
      ],
    );
  });

  it("amount min $0.01 for $, 1% to 100% for %", () => {
    expect(issues({ amountIncreaseType: "$", bidAmount: 0 })).toEqual([["bidAmount", "Min value - $0.01"]]);
    expect(issues({ amountIncreaseType: "$", bidAmount: 0.01 })).toEqual([]);
    expect(issues({ bidAmount: 0.5 })).toEqual([["bidAmount", "Min value - 1%"]]);
    expect(issues({ bidAmount: 101 })).toEqual([["bidAmount", "Max value - 100%"]]);
  });

  it("max bid min $0.03, impressions less than min 1", () => {
    expect(issues({ bidMax: 0.02 })).toEqual([["bidMax", "Min value - $0.03"]]);
    expect(issues({ bidMax: 0.03 })).toEqual([]);
    expect(issues({ impressionsLessThan: 0 })).toEqual([["impressionsLessThan", "Min value - 1"]]);
  });

  it("a custom look-back is sent as its number", () => {
    expect(v.parse(targetBidExpansionSchema, { ...valid, lookBackPeriod: 21 })).toMatchObject({
      lookBackPeriod: 21,
    });
    expect(issues({ lookBackPeriod: 0 })).toEqual([["lookBackPeriod", "Min value - 1"]]);
  });
});
