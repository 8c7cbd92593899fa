import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { numberInput } from "../../../web/src/components/forms/number-text";
import {
  boostFormSchema,
  customKeywordFormSchema,
  keywordSearchFormSchema,
} from "../../../web/src/features/advertised-skus/details/keywords/keyword-form-schemas";
import { asinSearchFormSchema } from "../../../web/src/features/advertised-skus/details/targets/target-form-schemas";
import { addRules, recommendationLabel, targetRules } from "../../../web/src/lib/target-rules";
import { bidField } from "../../../worker/contracts/sku-targets/targets.schemas";

/** The message a form shows under the field, or undefined when the value passes. */
const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0]?.message;
};

describe("ASIN search (spec 001 §5)", () => {
  it("is required and exactly 10 characters", () => {
    expect(messageOf(asinSearchFormSchema, { asin: "" })).toBe("Required");
    expect(messageOf(asinSearchFormSchema, { asin: "B0123" })).toBe("Min length - 10 characters");
    expect(messageOf(asinSearchFormSchema, { asin: "B0123456789" })).toBe("Max length - 10 characters");
    expect(messageOf(asinSearchFormSchema, { asin: "B012345678" })).toBeUndefined();
  });

  it("sends the ASIN in capitals", () => {
    expect(v.parse(asinSearchFormSchema, { asin: " b01234567x " })).toEqual({ asin: "B01234567X" });
  });
});

describe("custom keyword and keyword search (spec 001 §5)", () => {
  it.each([
    ["custom keyword", customKeywordFormSchema, "keywordText"],
    ["keyword search", keywordSearchFormSchema, "key"],
  ] as const)("%s: required, 3 to 100 characters", (_name, schema, field) => {
    expect(messageOf(schema, { [field]: "  " })).toBe("Required");
    expect(messageOf(schema, { [field]: "ab" })).toBe("Min length - 3 characters");
    expect(messageOf(schema, { [field]: "a".repeat(101) })).toBe("Max length - 100 characters");
    expect(messageOf(schema, { [field]: "a".repeat(100) })).toBeUndefined();
    expect(v.parse(schema, { [field]: " yoga mat " })).toEqual({ [field]: "yoga mat" });
  });
});

describe("ASIN target and keyword bid (spec 001 §5)", () => {
  const bidFormSchema = v.object({ bid: numberInput(bidField) });

  it("is required, at least $0.02, in cents", () => {
    expect(messageOf(bidFormSchema, { bid: "" })).toBe("Required");
    expect(messageOf(bidFormSchema, { bid: "abc" })).toBe("Required");
    expect(messageOf(bidFormSchema, { bid: "0.01" })).toBe("Min value - $0.02");
    expect(messageOf(bidFormSchema, { bid: "0.025" })).toBe("Must be in steps of $0.01");
    expect(v.parse(bidFormSchema, { bid: "0.02" })).toEqual({ bid: 0.02 });
  });
});

describe("boost max bid (spec 001 §5)", () => {
  const schema = boostFormSchema(0.5);
  it("reads Required when empty or not a number", () => {
    expect(messageOf(schema, { boostMaxBid: "" })).toBe("Required");
    expect(messageOf(schema, { boostMaxBid: "x" })).toBe("Required");
  });
  it("is at least $0.03", () => {
    expect(messageOf(boostFormSchema(0.01), { boostMaxBid: "0.02" })).toBe("Min value - $0.03");
  });
  it("must exceed the current bid, in the spec's words", () => {
    const message = "The max bit can't be less or equal than to the current bit";
    expect(messageOf(schema, { boostMaxBid: "0.5" })).toBe(message);
    expect(messageOf(schema, { boostMaxBid: "0.4" })).toBe(message);
    expect(v.parse(schema, { boostMaxBid: "0.75" })).toEqual({ boostMaxBid: 0.75 });
  });
});

describe("target and keyword rules (spec 001 §4)", () => {
  it("switches ENABLED and PAUSED only; edits only while ENABLED", () => {
    expect(targetRules({ state: "ENABLED" }, false)).toEqual({
      canToggle: true,
      canEdit: true,
      canSwitchBoost: true,
    });
    expect(targetRules({ state: "PAUSED" }, false)).toMatchObject({ canToggle: true, canEdit: false });
    expect(targetRules({ state: "ARCHIVED" }, false)).toMatchObject({ canToggle: false, canEdit: false });
  });

  it("locks a boosted keyword's state, bid and organic ranking, but lets the boost stop", () => {
    expect(targetRules({ state: "ENABLED", isBoosted: true }, false)).toEqual({
      canToggle: false,
      canEdit: false,
      canSwitchBoost: true,
    });
    expect(targetRules({ state: "PAUSED" }, false).canSwitchBoost).toBe(false);
  });

  it("disables everything at the ad limit and hides the add controls", () => {
    expect(targetRules({ state: "ENABLED" }, true)).toEqual({
      canToggle: false,
      canEdit: false,
      canSwitchBoost: false,
    });
    expect(addRules({ isAdvertised: true }, true)).toEqual({ showAdd: false, canAdd: false });
  });

  it("adds targets and keywords only for an advertised SKU", () => {
    expect(addRules({ isAdvertised: false }, false)).toEqual({ showAdd: true, canAdd: false });
    expect(addRules({ isAdvertised: true }, false)).toEqual({ showAdd: true, canAdd: true });
  });

  it("labels a recommendation Select, Selected, or Added", () => {
    expect(recommendationLabel(false, false)).toBe("Select");
    expect(recommendationLabel(false, true)).toBe("Selected");
    expect(recommendationLabel(true, false)).toBe("Added");
  });
});
