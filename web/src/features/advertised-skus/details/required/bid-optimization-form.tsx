import { Button, Flex, SimpleGrid } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import type { BidOptimization } from "../../../../../../worker/contracts/advertised-sku";
import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  type BidOptimizationFormValues,
  bidOptimizationFormSchema,
  TARGET_ACOS_MAX,
  TARGET_ACOS_MIN,
} from "../../../../../../worker/routes/advertised-skus/sku-fields.schemas";
import { FormField } from "../../../../components/ui/form-field";
import { FormStack } from "../../../../components/ui/form-stack";
import { FormCard } from "./form-card";
import { asNumber, moneyInput, tenthInput } from "./number-inputs";

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
      ...(current.targetAcos === null ? {} : { targetAcos: current.targetAcos }),
    },
  });
  const { errors } = form.formState;

  return (
    <FormCard title="Bid optimization" description="Set a target ACOS%, minimum and maximum bids">
      <FormStack aria-label="Bid optimization" onSubmit={form.handleSubmit(onApply)}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
          <FormField
            label="Target ACOS (%)"
            min={TARGET_ACOS_MIN}
            max={TARGET_ACOS_MAX}
            {...tenthInput}
            disabled={disabled}
            error={errors.targetAcos?.message}
            {...form.register("targetAcos", asNumber)}
          />
          <FormField
            label="Min Bid ($)"
            min={BID_MIN_MIN}
            {...moneyInput}
            disabled={disabled}
            error={errors.bidMin?.message}
            {...form.register("bidMin", asNumber)}
          />
          <FormField
            label="Max Bid ($)"
            min={BID_MAX_MIN}
            {...moneyInput}
            disabled={disabled}
            error={errors.bidMax?.message}
            {...form.register("bidMax", asNumber)}
          />
        </SimpleGrid>
        <Flex justify="flex-end">
          <Button type="submit" size="sm" colorPalette="blue" disabled={disabled} loading={pending}>
            Apply Changes
          </Button>
        </Flex>
      </FormStack>
    </FormCard>
  );
}
