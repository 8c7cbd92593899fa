import { Button, Flex, SimpleGrid } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  type InlineSkuFormValues,
  inlineSkuFormSchema,
  MAX_DAILY_BUDGET_MIN,
} from "../../../../../../worker/routes/advertised-skus/sku-fields.schemas";
import { FormField } from "../../../../components/ui/form-field";
import { FormStack } from "../../../../components/ui/form-stack";
import { FormCard } from "./form-card";
import { asNumber, moneyInput } from "./number-inputs";

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
  const { errors } = form.formState;

  return (
    <FormCard title="Budget and bids">
      <FormStack aria-label="Budget and bids" onSubmit={form.handleSubmit(onUpdate)}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
          <FormField
            label="Max budget ($)"
            min={MAX_DAILY_BUDGET_MIN}
            {...moneyInput}
            disabled={disabled}
            error={errors.maxDailyBudget?.message}
            {...form.register("maxDailyBudget", asNumber)}
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
            Update
          </Button>
        </Flex>
      </FormStack>
    </FormCard>
  );
}
