import { SimpleGrid } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "../ui/form-field";
import { asNumber, moneyInput } from "./number-inputs";

export type BidRange = { bidMin: number; bidMax: number };

export type BidRangeFieldsProps = {
  register: UseFormRegister<BidRange>;
  errors: FieldErrors<BidRange>;
  /** The smallest Min Bid and Max Bid (the inputs' `min`; the form's schema holds the rules). */
  minimums: BidRange;
  disabled?: boolean;
  /** The field before the two bids, in the first of the three columns. */
  first: ReactNode;
};

/** Three columns: a first field, then Min Bid and Max Bid (in dollars) with their messages. */
export function BidRangeFields({ register, errors, minimums, disabled, first }: BidRangeFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
      {first}
      <FormField
        label="Min Bid"
        unit="$"
        min={minimums.bidMin}
        {...moneyInput}
        disabled={disabled}
        error={errors.bidMin?.message}
        {...register("bidMin", asNumber)}
      />
      <FormField
        label="Max Bid"
        unit="$"
        min={minimums.bidMax}
        {...moneyInput}
        disabled={disabled}
        error={errors.bidMax?.message}
        {...register("bidMax", asNumber)}
      />
    </SimpleGrid>
  );
}
