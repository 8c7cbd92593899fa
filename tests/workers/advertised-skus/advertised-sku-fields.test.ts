import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  bidOptimizationFormSchema,
  brandNameFormSchema,
  competitorNameFormSchema,
  inlineSkuFormSchema,
  listBidMaxFormSchema,
  listBidMinFormSchema,
  listBudgetFormSchema,
  targetRoasFormSchema,
} from "../../../worker/contracts/advertised-skus/sku-fields.schemas";

/** The first issue of each field, as a form shows it under the field. */
function messages(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.issues) byField[v.getDotPath(issue) ?? ""] ??= issue.message;
  return byField;
}

describe("spec 001 §5 field rules shared by the forms and the API", () => {
  it("the Products dialog's inline form: 'Min value - $1.0', bids and their order", () => {
    expect(messages(inlineSkuFormSchema, { maxDailyBudget: 0.99, bidMin: 0.01, bidMax: 0.02 })).toEqual({
      maxDailyBudget: "Min value - $1.0",
      bidMin: "Min value - $0.02",
      bidMax: "Min value - $0.03",
    });
    expect(messages(inlineSkuFormSchema, { maxDailyBudget: Number.NaN, bidMin: 0.5, bidMax: 0.4 })).toEqual({
      maxDailyBudget: "Required",
      bidMax: "The max bid can't be lower than the min bid",
    });
    expect(messages(inlineSkuFormSchema, { maxDailyBudget: 1, bidMin: 0.02, bidMax: 0.03 })).toEqual({});
  });

  it("the SKU list's modals: 'Min value - $1', and each bid against the SKU's other one", () => {
    expect(messages(listBudgetFormSchema, { maxDailyBudget: 0.5 })).toEqual({
      maxDailyBudget: "Min value - $1",
    });
    expect(messages(listBudgetFormSchema, {})).toEqual({ maxDailyBudget: "Required" });
    expect(messages(listBudgetFormSchema, { maxDailyBudget: 1.234 })).toEqual({
      maxDailyBudget: "Must be in steps of $0.01",
    });
    expect(messages(listBidMinFormSchema(1), { bidMin: 1.01 })).toEqual({
      bidMin: "The min bid can't be higher than the max bid",
    });
    expect(messages(listBidMinFormSchema(1), { bidMin: 0.01 })).toEqual({ bidMin: "Min value - $0.02" });
    expect(messages(listBidMinFormSchema(1), { bidMin: 1 })).toEqual({});
    expect(messages(listBidMaxFormSchema(0.5), { bidMax: 0.49 })).toEqual({
      bidMax: "The max bid can't be lower than the min bid",
    });
    expect(messages(listBidMaxFormSchema(0.01), { bidMax: 0.02 })).toEqual({ bidMax: "Min value - $0.03" });
  });

  it("Product Details: target ACOS 1..100 %, target ROAS from 0.1", () => {
    expect(messages(bidOptimizationFormSchema, { targetAcos: 0.9, bidMin: 1, bidMax: 2 })).toEqual({
      targetAcos: "Min value - 1%",
    });
    expect(messages(bidOptimizationFormSchema, { targetAcos: 100.5, bidMin: 1, bidMax: 2 })).toEqual({
      targetAcos: "Max value - 100%",
    });
    expect(messages(bidOptimizationFormSchema, { bidMin: 2, bidMax: 1 })).toEqual({
      targetAcos: "Required",
      bidMax: "The max bid can't be lower than the min bid",
    });
    expect(messages(targetRoasFormSchema, { targetRoas: 0.09 })).toEqual({ targetRoas: "Min value - 0.1" });
    expect(messages(targetRoasFormSchema, { targetRoas: 0.1 })).toEqual({});
  });

  it.each([
    ["brandName", brandNameFormSchema],
    ["competitorName", competitorNameFormSchema],
  ] as const)("%s: required, 3 to 25 characters", (field, schema) => {
    expect(messages(schema, { [field]: "" })).toEqual({ [field]: "Required" });
    expect(messages(schema, { [field]: "   " })).toEqual({ [field]: "Required" });
    expect(messages(schema, {})).toEqual({ [field]: "Required" });
    expect(messages(schema, { [field]: "ab" })).toEqual({ [field]: "Min length - 3 characters" });
    expect(messages(schema, { [field]: "a".repeat(26) })).toEqual({ [field]: "Max length - 25 characters" });
    expect(messages(schema, { [field]: "abc" })).toEqual({});
    expect(messages(schema, { [field]: "a".repeat(25) })).toEqual({});
  });
});
