/**
 * The SKU list's one-field modals (spec 001 §2, §5): what each budget or bid cell edits, its rule
 * from the shared schemas, and the PUT body it sends. Pure.
 */

import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  listBidMaxFormSchema,
  listBidMinFormSchema,
  listBudgetFormSchema,
  MAX_DAILY_BUDGET_MIN,
} from "@contracts/advertised-skus/sku-fields.schemas";
import type { SkuUpdate } from "@contracts/advertised-skus/sku-update.schemas";
import type * as v from "valibot";

export type SkuField = "maxDailyBudget" | "bidMin" | "bidMax";

export type SkuFieldEditor = {
  /** The field's name: the dialog's title and the field's label (a dollar amount). */
  title: string;
  min: number;
  current: number;
  /** The field's rule; a blank input (NaN) reads 'Required'. */
  schema: v.GenericSchema<number, number>;
  change: (value: number) => SkuUpdate;
};

type SkuFigures = Pick<AdvertisedSku, "maxDailyBudget" | "bidOptimization">;

export function skuFieldEditor(field: SkuField, sku: SkuFigures): SkuFieldEditor {
  const { bidMin, bidMax } = sku.bidOptimization;
  switch (field) {
    case "maxDailyBudget":
      return {
        title: "Max budget",
        min: MAX_DAILY_BUDGET_MIN,
        current: sku.maxDailyBudget,
        schema: listBudgetFormSchema.entries.maxDailyBudget,
        change: (maxDailyBudget) => ({ maxDailyBudget }),
      };
    case "bidMin":
      return {
        title: "Min Bid",
        min: BID_MIN_MIN,
        current: bidMin,
        // Not above the SKU's current max bid.
        schema: listBidMinFormSchema(bidMax).entries.bidMin,
        change: (value) => ({ bidOptimization: { bidMin: value } }),
      };
    case "bidMax":
      return {
        title: "Max Bid",
        min: BID_MAX_MIN,
        current: bidMax,
        // Not below the SKU's current min bid.
        schema: listBidMaxFormSchema(bidMin).entries.bidMax,
        change: (value) => ({ bidOptimization: { bidMax: value } }),
      };
  }
}
