import { Text } from "@chakra-ui/react";
import {
  BID_MAX_MIN,
  BID_MIN_MIN,
  MAX_DAILY_BUDGET_MIN,
} from "@contracts/advertised-skus/sku-fields.schemas";
import { type MigrateFormValues, migrateFormSchema } from "@contracts/campaigns/migrate.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { BudgetBidsFields } from "../../../components/forms/budget-bids-fields";
import { SubmitRow } from "../../../components/forms/submit-row";
import { FormStack } from "../../../components/ui/form-stack";
import type { StoredSkuSettings } from "./settings-changes";

const minimums = { maxDailyBudget: MAX_DAILY_BUDGET_MIN, bidMin: BID_MIN_MIN, bidMax: BID_MAX_MIN };

type MigrateFormProps = {
  /** What is migrated (the SKU), for the form's accessible name. */
  name: string;
  pending: boolean;
  /** Once migrated the Migrate button stays disabled (spec 000 §2.7). */
  migrated: boolean;
  /** The product's settings as one of the profile's SKUs: the form starts from them. */
  stored: StoredSkuSettings | null;
  onMigrate: (figures: MigrateFormValues) => void;
};

/**
 * Max budget, Min Bid and Max Bid of one product ad, checked as spec 000 §5 says, then Migrate. A
 * product that already has settings starts from them (and the row asks before changing any).
 */
export function MigrateForm({ name, pending, migrated, stored, onMigrate }: MigrateFormProps) {
  // "all" lets the resolver check every rule at once: the max-bid rule shows even while the budget is blank.
  const form = useForm<MigrateFormValues>({
    resolver: valibotResolver(migrateFormSchema),
    criteriaMode: "all",
    defaultValues: stored ?? undefined,
  });

  return (
    <FormStack onSubmit={form.handleSubmit(onMigrate)} aria-label={`Migrate ${name}`} gap="3">
      {stored && (
        <Text fontSize="sm" color="fg.muted">
          {name} already has settings: the form shows them.
        </Text>
      )}
      <BudgetBidsFields register={form.register} errors={form.formState.errors} minimums={minimums} />
      <SubmitRow pending={pending} disabled={migrated}>
        Migrate
      </SubmitRow>
    </FormStack>
  );
}
