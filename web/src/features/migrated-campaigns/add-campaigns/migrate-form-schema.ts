import * as v from "valibot";

/** A dollar amount typed into a number input: required, at least `min`. */
const dollars = (min: number, minMessage: string) =>
  v.pipe(
    v.string("Required"),
    v.trim(),
    v.nonEmpty("Required"),
    v.transform(Number),
    v.number("Enter a number"),
    v.minValue(min, minMessage),
  );

/** Spec 000 §5 migrate form: the three figures as typed, checked, and turned into numbers. */
export const migrateFormSchema = v.pipe(
  v.object({
    maxDailyBudget: dollars(1, "Min value - $1.0"),
    bidMin: dollars(0.02, "Min value - $0.02"),
    bidMax: dollars(0.03, "Min value - $0.03"),
  }),
  v.forward(
    v.partialCheck(
      [["bidMin"], ["bidMax"]],
      ({ bidMin, bidMax }) => bidMax >= bidMin,
      "The max bid can't be lower than the min bid",
    ),
    ["bidMax"],
  ),
);

export type MigrateFormInput = v.InferInput<typeof migrateFormSchema>;
export type MigrateFormOutput = v.InferOutput<typeof migrateFormSchema>;
