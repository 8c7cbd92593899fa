import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  type InlineSkuFormValues,
  inlineSkuFormSchema,
  MAX_DAILY_BUDGET_MIN,
} from "@contracts/advertised-skus/sku-fields.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { BudgetBidsFields } from "../../../../components/forms/budget-bids-fields";
import { SubmitRow } from "../../../../components/forms/submit-row";
import { FormStack } from "../../../../components/ui/form-stack";
import { FormCard } from "./form-card";

const minimums = { maxDailyBudget: MAX_DAILY_BUDGET_MIN, bidMin: BID_MIN_MIN, bidMax: BID_MAX_MIN };

type BudgetFormProps = {
  current: InlineSkuFormValues;
  disabled: boolean;
  pending: boolean;
  onUpdate: (values: InlineSkuFormValues) => void;
};

/** Max budget, Min Bid and Max Bid of the SKU, then Update (the inline rules: 'Min value - $1.0'). */
export function BudgetForm({ current, disabled, pending, onUpdate }: BudgetFormProps) {
  const form = useForm<InlineSkuFormValues>({
    resolver: valibotResolver(inlineSkuFormSchema),
    criteriaMode: "all",
    defaultValues: current,
  });

  return (
    <FormCard title="Budget and bids">
      <FormStack aria-label="Budget and bids" onSubmit={form.handleSubmit(onUpdate)}>
        <BudgetBidsFields
          register={form.register}
          errors={form.formState.errors}
          minimums={minimums}
          disabled={disabled}
        />
        <SubmitRow pending={pending} disabled={disabled}>
          Update
        </SubmitRow>
      </FormStack>
    </FormCard>
  );
}
