import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { withUpdatedSku } from "../../../web/src/features/advertised-skus/list/api/with-updated-sku";
import { skuFieldEditor } from "../../../web/src/features/advertised-skus/list/sku-field-editor";
import {
  isAdvertisedParam,
  SKU_STATUS_OPTIONS,
  skuStatusLabel,
} from "../../../web/src/features/advertised-skus/list/status-filter";
import type {
  AdvertisedSkuPage,
  AdvertisedSkuUpdateResult,
} from "../../../worker/contracts/advertised-skus/advertised-sku";

const sku = { maxDailyBudget: 10, bidOptimization: { bidMin: 0.2, bidMax: 1.5, targetAcos: null } };

/** The message a modal shows for a typed value, or undefined when it saves. */
const messageFor = (field: Parameters<typeof skuFieldEditor>[0], value: number) => {
  const result = v.safeParse(skuFieldEditor(field, sku).schema, value);
  return result.success ? undefined : result.issues[0].message;
};

describe("the SKU list's status filter (spec 001 §2)", () => {
  it("offers All, Advertised and Not Advertised; all omits isAdvertised", () => {
    expect(SKU_STATUS_OPTIONS).toEqual([
      ["all", "All"],
      ["true", "Advertised"],
      ["false", "Not Advertised"],
    ]);
    expect(isAdvertisedParam("all")).toBeUndefined();
    expect(isAdvertisedParam("true")).toBe("true");
    expect(isAdvertisedParam("false")).toBe("false");
    expect(skuStatusLabel("ADVERTISED")).toBe("Advertised");
    expect(skuStatusLabel("ADVERTISED_THROUGH_MIGRATED")).toBe("Advertised through migrated campaigns");
    expect(skuStatusLabel("NOT_ADVERTISED")).toBe("Not Advertised");
  });
});

describe("the SKU list's one-field modals (spec 001 §5)", () => {
  it("max budget: required, min 1 'Min value - $1'", () => {
    expect(messageFor("maxDailyBudget", 0.5)).toBe("Min value - $1");
    expect(messageFor("maxDailyBudget", Number.NaN)).toBe("Required");
    expect(messageFor("maxDailyBudget", 1)).toBeUndefined();
    expect(skuFieldEditor("maxDailyBudget", sku).change(12)).toEqual({ maxDailyBudget: 12 });
  });

  it("min bid: min 0.02 and not above the SKU's current max bid", () => {
    expect(messageFor("bidMin", 0.01)).toBe("Min value - $0.02");
    expect(messageFor("bidMin", 1.51)).toBe("The min bid can't be higher than the max bid");
    expect(messageFor("bidMin", 1.5)).toBeUndefined();
    expect(skuFieldEditor("bidMin", sku).change(0.3)).toEqual({ bidOptimization: { bidMin: 0.3 } });
  });

  it("max bid: min 0.03 and not below the SKU's current min bid", () => {
    expect(messageFor("bidMax", 0.02)).toBe("Min value - $0.03");
    expect(messageFor("bidMax", 0.19)).toBe("The max bid can't be lower than the min bid");
    expect(messageFor("bidMax", 0.2)).toBeUndefined();
    expect(skuFieldEditor("bidMax", sku).change(2)).toEqual({ bidOptimization: { bidMax: 2 } });
  });

  it("opens each modal on the SKU's current value", () => {
    expect(skuFieldEditor("maxDailyBudget", sku).current).toBe(10);
    expect(skuFieldEditor("bidMin", sku).current).toBe(0.2);
    expect(skuFieldEditor("bidMax", sku).current).toBe(1.5);
  });
});

describe("a saved modal patches its row in the cached page", () => {
  it("replaces only that SKU's budget and bids", () => {
    const row = (id: number) =>
      ({ id, sku: `S-${id}`, ...sku }) as unknown as AdvertisedSkuPage["advertisedSKUs"][0];
    const page: AdvertisedSkuPage = { advertisedSKUs: [row(1), row(2)], totalCount: 2, totalPages: 1 };
    const updated = {
      id: 2,
      maxDailyBudget: 15,
      bidOptimization: { bidMin: 0.3, bidMax: 2, targetAcos: null },
    } as AdvertisedSkuUpdateResult;
    const next = withUpdatedSku(page, updated);
    expect(next?.advertisedSKUs[0]).toEqual(row(1));
    expect(next?.advertisedSKUs[1]).toMatchObject({ id: 2, sku: "S-2", maxDailyBudget: 15 });
    expect(next?.advertisedSKUs[1]?.bidOptimization).toEqual(updated.bidOptimization);
    expect(withUpdatedSku(undefined, updated)).toBeUndefined();
  });
});
