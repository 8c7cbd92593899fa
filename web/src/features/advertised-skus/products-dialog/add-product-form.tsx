import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  type InlineSkuFormValues,
  inlineSkuFormSchema,
  MAX_DAILY_BUDGET_MIN,
} from "@contracts/advertised-skus/sku-fields.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { BudgetBidsFields } from "../../../components/forms/budget-bids-fields";
import { SubmitRow } from "../../../components/forms/submit-row";
import { FormStack } from "../../../components/ui/form-stack";

const minimums = { maxDailyBudget: MAX_DAILY_BUDGET_MIN, bidMin: BID_MIN_MIN, bidMax: BID_MAX_MIN };

type AddProductFormProps = {
  /** The product's SKU, for the form's accessible name. */
  sku: string;
  pending: boolean;
  onAdd: (values: InlineSkuFormValues) => void;
};

/** Max budget, Min Bid and Max Bid of one product (the inline rules of spec 001 §5), then Add. */
export function AddProductForm({ sku, pending, onAdd }: AddProductFormProps) {
  // "all" checks every rule at once: the max-bid rule shows even while the budget is blank.
  const form = useForm<InlineSkuFormValues>({
    resolver: valibotResolver(inlineSkuFormSchema),
    criteriaMode: "all",
  });

  return (
    <FormStack onSubmit={form.handleSubmit(onAdd)} aria-label={`Add ${sku}`} gap="3">
      <BudgetBidsFields register={form.register} errors={form.formState.errors} minimums={minimums} />
      <SubmitRow pending={pending}>Add</SubmitRow>
    </FormStack>
  );
}
