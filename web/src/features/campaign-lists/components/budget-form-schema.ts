/** The daily budget edit (spec 000 §5): the text of a number input, checked by the API's own rule. */
import * as v from "valibot";
import { dailyBudgetField } from "../../../../../worker/routes/campaigns/campaign-update.schemas";

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
