import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "../ui/form-field";
import { type BidRange, BidRangeFields } from "./bid-range-fields";
import { asNumber, moneyInput } from "./number-inputs";

export type BudgetBids = BidRange & { maxDailyBudget: number };

type BudgetBidsFieldsProps = {
  register: UseFormRegister<BudgetBids>;
  errors: FieldErrors<BudgetBids>;
  /** The smallest value of each input (its `min`; the form's schema holds the rules and messages). */
  minimums: BudgetBids;
  disabled?: boolean;
};

/** Max budget, Min Bid and Max Bid (in dollars) side by side, each with its message. */
export function BudgetBidsFields({ register, errors, minimums, disabled }: BudgetBidsFieldsProps) {
  return (
    <BidRangeFields
      register={register}
      errors={errors}
      minimums={minimums}
      disabled={disabled}
      first={
        <FormField
          label="Max budget"
          unit="$"
          min={minimums.maxDailyBudget}
          {...moneyInput}
          disabled={disabled}
          error={errors.maxDailyBudget?.message}
          {...register("maxDailyBudget", asNumber)}
        />
      }
    />
  );
}
