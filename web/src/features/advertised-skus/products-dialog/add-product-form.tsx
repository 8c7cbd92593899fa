import { Button, Flex, SimpleGrid } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  type InlineSkuFormValues,
  inlineSkuFormSchema,
  MAX_DAILY_BUDGET_MIN,
} from "../../../../../worker/routes/advertised-skus/sku-fields.schemas";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";

const money = { type: "number", step: "0.01", inputMode: "decimal" } as const;
/** A blank number input reads NaN, which the shared schema reports as 'Required'. */
const asNumber = { valueAsNumber: true } as const;

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
  const { errors } = form.formState;

  return (
    <FormStack onSubmit={form.handleSubmit(onAdd)} aria-label={`Add ${sku}`} gap="3">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
        <FormField
          label="Max budget ($)"
          min={MAX_DAILY_BUDGET_MIN}
          {...money}
          error={errors.maxDailyBudget?.message}
          {...form.register("maxDailyBudget", asNumber)}
        />
        <FormField
          label="Min Bid ($)"
          min={BID_MIN_MIN}
          {...money}
          error={errors.bidMin?.message}
          {...form.register("bidMin", asNumber)}
        />
        <FormField
          label="Max Bid ($)"
          min={BID_MAX_MIN}
          {...money}
          error={errors.bidMax?.message}
          {...form.register("bidMax", asNumber)}
        />
      </SimpleGrid>
      <Flex justify="flex-end">
        <Button type="submit" colorPalette="blue" size="sm" loading={pending}>
          Add
        </Button>
      </Flex>
    </FormStack>
  );
}
