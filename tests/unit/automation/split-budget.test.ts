import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  leastCapCents,
  MIN_CAMPAIGN_BUDGET_CENTS,
  splitBudget,
} from "../../../worker/automation/rules/split-budget";

const total = (cents: number[]) => cents.reduce((sum, value) => sum + value, 0);

describe("splitting a cap (split-budget.ts)", () => {
  it("adds up to the cap exactly, none under Amazon's $1.00, by weight over the minimums", () => {
    const shares = splitBudget(5000, [
      { id: "a", weight: 3 },
      { id: "b", weight: 1 },
      { id: "c", weight: 0 },
    ]);
    expect(Object.fromEntries(shares ?? [])).toEqual({ a: 3625, b: 1275, c: 100 });
  });

  it("keeps a fixed budget and splits the rest; refuses (null) a cap too small for the minimums", () => {
    expect(
      Object.fromEntries(
        splitBudget(5000, [
          { id: "kept", weight: 0, fixedCents: 3000 },
          { id: "b", weight: 1 },
          { id: "c", weight: 1 },
        ]) ?? [],
      ),
    ).toEqual({ kept: 3000, b: 1000, c: 1000 });
    const six = Array.from({ length: 6 }, (_, index) => ({ id: String(index), weight: 1 }));
    expect(leastCapCents(six)).toBe(600);
    expect(splitBudget(599, six)).toBeNull();
    expect(splitBudget(600, six)?.get("0")).toBe(100);
  });

  it("gives no member more than its ceiling while another can take more; the rest goes to the others by weight", () => {
    const shares = splitBudget(7500, [
      { id: "auto", weight: 1, ceilingCents: 600 },
      { id: "keyword", weight: 1 },
      { id: "product", weight: 2, ceilingCents: 200 },
    ]);
    expect(Object.fromEntries(shares ?? [])).toEqual({ auto: 600, keyword: 6700, product: 200 });
    // Every member at its ceiling: what is left is still the SKU's, shared by weight over the ceilings.
    const all = splitBudget(1000, [
      { id: "a", weight: 1, ceilingCents: 300 },
      { id: "b", weight: 1, ceilingCents: 300 },
    ]);
    expect(Object.fromEntries(all ?? [])).toEqual({ a: 500, b: 500 });
  });

  it("property: with ceilings the cap is still split whole, and a share passes its ceiling only once all are at theirs", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weight: fc.nat({ max: 1000 }),
            ceiling: fc.option(fc.integer({ min: 100, max: 20_000 })),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.nat({ max: 50_000 }),
        (members, extra) => {
          const cap = members.length * MIN_CAMPAIGN_BUDGET_CENTS + extra;
          const shares = splitBudget(
            cap,
            members.map((member, index) => ({
              id: String(index),
              weight: member.weight,
              ceilingCents: member.ceiling,
            })),
          );
          const values = members.map((_, index) => shares?.get(String(index)) ?? 0);
          expect(total(values)).toBe(cap);
          const room = members.reduce((sum, member) => sum + (member.ceiling ?? Number.POSITIVE_INFINITY), 0);
          if (room >= cap)
            members.forEach((member, index) => {
              if (member.ceiling !== null) expect(values[index] ?? 0).toBeLessThanOrEqual(member.ceiling + 1);
            });
        },
      ),
    );
  });

  it("property: any cap that holds the minimums is split whole, every share ≥ $1.00, more weight never less money", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.nat({ max: 5_000_000 }),
        (weights, extra) => {
          const cap = weights.length * MIN_CAMPAIGN_BUDGET_CENTS + extra;
          const shares = splitBudget(
            cap,
            weights.map((weight, index) => ({ id: String(index), weight })),
          );
          expect(shares).not.toBeNull();
          const values = weights.map((_, index) => shares?.get(String(index)) ?? 0);
          expect(total(values)).toBe(cap);
          for (const value of values) expect(value).toBeGreaterThanOrEqual(MIN_CAMPAIGN_BUDGET_CENTS);
          weights.forEach((weight, i) => {
            weights.forEach((other, j) => {
              if (weight > other) expect(values[i] ?? 0).toBeGreaterThanOrEqual((values[j] ?? 0) - 1);
            });
          });
        },
      ),
    );
  });
});
