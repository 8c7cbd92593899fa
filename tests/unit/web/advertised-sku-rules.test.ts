import { describe, expect, it } from "vitest";
import { competitorRules, skuRules } from "../../../web/src/features/advertised-skus/details/sku-rules";

const sku = (isAdvertised: boolean, isBrandAdvertised = false) => ({ isAdvertised, isBrandAdvertised });

describe("Product Details rules (spec 001 §4)", () => {
  it("disables Advertise when advertised and Stop when not", () => {
    expect(skuRules(sku(false), false)).toMatchObject({ canAdvertise: true, canStop: false });
    expect(skuRules(sku(true), false)).toMatchObject({ canAdvertise: false, canStop: true });
  });

  it("at the ad limit disables Advertise, Stop and the forms, and hides add/launch controls", () => {
    for (const advertised of [false, true]) {
      expect(skuRules(sku(advertised), true)).toEqual({
        canAdvertise: false,
        canStop: false,
        canEdit: false,
        canEditBrand: false,
        showLaunchBrand: false,
        showAddControls: false,
      });
    }
  });

  it("keeps the brand editable until it is advertised; Launch Brand only for an advertised SKU's unadvertised brand", () => {
    expect(skuRules(sku(false, false), false)).toMatchObject({ canEditBrand: true, showLaunchBrand: false });
    expect(skuRules(sku(true, false), false)).toMatchObject({ canEditBrand: true, showLaunchBrand: true });
    expect(skuRules(sku(true, true), false)).toMatchObject({ canEditBrand: false, showLaunchBrand: false });
  });

  it("lets a competitor be renamed, deleted and launched until it is launched; launch needs the SKU advertised", () => {
    const fresh = { isAdvertised: false };
    const launched = { isAdvertised: true };
    expect(competitorRules(fresh, sku(false), false)).toEqual({
      canEdit: true,
      showLaunch: true,
      canLaunch: false,
    });
    expect(competitorRules(fresh, sku(true), false)).toEqual({
      canEdit: true,
      showLaunch: true,
      canLaunch: true,
    });
    expect(competitorRules(launched, sku(true), false)).toEqual({
      canEdit: false,
      showLaunch: false,
      canLaunch: false,
    });
    expect(competitorRules(fresh, sku(true), true)).toEqual({
      canEdit: false,
      showLaunch: false,
      canLaunch: false,
    });
  });
});
