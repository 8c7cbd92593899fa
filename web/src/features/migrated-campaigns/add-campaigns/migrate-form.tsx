import { Button, Flex, SimpleGrid } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  MAX_BUDGET_MIN,
  type MigrateFormValues,
  migrateFormSchema,
} from "../../../../../worker/routes/campaigns/migrate.schemas";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";

const money = { type: "number", step: "0.01", inputMode: "decimal" } as const;
/** A blank number input reads NaN, which the shared schema reports as 'Required'. */
const asNumber = { valueAsNumber: true } as const;

type MigrateFormProps = {
  /** What is migrated (the SKU), for the form's accessible name. */
  name: string;
  pending: boolean;
  /** Once migrated the Migrate button stays disabled (spec 000 §2.7). */
  migrated: boolean;
  onMigrate: (figures: MigrateFormValues) => void;
};

/** Max budget, Min Bid and Max Bid of one product ad, checked as spec 000 §5 says, then Migrate. */
export function MigrateForm({ name, pending, migrated, onMigrate }: MigrateFormProps) {
  // "all" lets the resolver check every rule at once: the max-bid rule shows even while the budget is blank.
  const form = useForm<MigrateFormValues>({
    resolver: valibotResolver(migrateFormSchema),
    criteriaMode: "all",
  });
  const { errors } = form.formState;

  return (
    <FormStack onSubmit={form.handleSubmit(onMigrate)} aria-label={`Migrate ${name}`} gap="3">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
        <FormField
          label="Max budget ($)"
          min={MAX_BUDGET_MIN}
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
        <Button type="submit" colorPalette="blue" size="sm" loading={pending} disabled={migrated}>
          Migrate
        </Button>
      </Flex>
    </FormStack>
  );
}
