/** The daily budget edit (spec 000 §5): the text of a number input, checked by the API's own rule. */

import { dailyBudgetField } from "@contracts/campaigns/campaign-update.schemas";
import * as v from "valibot";

export const budgetFormSchema = v.object({
  budget: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("Required"),
    v.transform(Number),
    v.check((dollars) => Number.isFinite(dollars), "Required"),
    dailyBudgetField,
  ),
});

export type BudgetFormInput = v.InferInput<typeof budgetFormSchema>;
export type BudgetFormOutput = v.InferOutput<typeof budgetFormSchema>;
