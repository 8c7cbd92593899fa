/** The daily budget edit (spec 000 §5): required, a number of cents (step 0.01), at least $1. */
import * as v from "valibot";

export const budgetFormSchema = v.object({
  budget: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Required"),
    v.transform(Number),
    v.number("Required"),
    v.minValue(1, "Min value - $1"),
    v.transform((dollars) => Math.round(dollars * 100) / 100),
  ),
});

export type BudgetFormInput = v.InferInput<typeof budgetFormSchema>;
export type BudgetFormOutput = v.InferOutput<typeof budgetFormSchema>;
