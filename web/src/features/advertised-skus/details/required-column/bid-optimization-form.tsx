import type { BidOptimization } from "@contracts/advertised-skus/advertised-sku";
import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  type BidOptimizationFormValues,
  bidOptimizationFormSchema,
  TARGET_ACOS_MAX,
  TARGET_ACOS_MIN,
} from "@contracts/advertised-skus/sku-fields.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { BidRangeFields } from "../../../../components/forms/bid-range-fields";
import { asNumber, tenthInput } from "../../../../components/forms/number-inputs";
import { SubmitRow } from "../../../../components/forms/submit-row";
import { FormField } from "../../../../components/ui/form-field";
import { FormStack } from "../../../../components/ui/form-stack";
import { FormCard } from "./form-card";
import { twoDecimalsOf } from "./two-decimals";

const minimums = { bidMin: BID_MIN_MIN, bidMax: BID_MAX_MIN };

type BidOptimizationFormProps = {
  current: BidOptimization;
  disabled: boolean;
  pending: boolean;
  onApply: (values: BidOptimizationFormValues) => void;
};

/** Bid optimization: Target ACOS (1–100 %), Min Bid and Max Bid, then Apply Changes. */
export function BidOptimizationForm({ current, disabled, pending, onApply }: BidOptimizationFormProps) {
  const form = useForm<BidOptimizationFormValues>({
    resolver: valibotResolver(bidOptimizationFormSchema),
    criteriaMode: "all",
    defaultValues: {
      bidMin: current.bidMin,
      bidMax: current.bidMax,
      // A target ROAS saved in its card shows here as its ACOS (100 / ROAS), to 2 decimals.
      ...(current.targetAcos === null ? {} : { targetAcos: twoDecimalsOf(current.targetAcos) }),
    },
  });
  const { errors } = form.formState;

  return (
    <FormCard title="Bid optimization" description="Set a target ACOS%, minimum and maximum bids">
      <FormStack aria-label="Bid optimization" onSubmit={form.handleSubmit(onApply)}>
        <BidRangeFields
          register={form.register}
          errors={errors}
          minimums={minimums}
          disabled={disabled}
          first={
            <FormField
              label="Target ACOS"
              unit="%"
              min={TARGET_ACOS_MIN}
              max={TARGET_ACOS_MAX}
              {...tenthInput}
              disabled={disabled}
              error={errors.targetAcos?.message}
              {...form.register("targetAcos", asNumber)}
            />
          }
        />
        <SubmitRow pending={pending} disabled={disabled}>
          Apply Changes
        </SubmitRow>
      </FormStack>
    </FormCard>
  );
}
