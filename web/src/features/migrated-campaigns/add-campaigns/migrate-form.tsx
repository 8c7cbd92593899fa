import { Button, Flex, SimpleGrid } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import { type MigrateFormInput, type MigrateFormOutput, migrateFormSchema } from "./migrate-form-schema";

const blank: MigrateFormInput = { maxDailyBudget: "", bidMin: "", bidMax: "" };
const money = { type: "number", step: "0.01", inputMode: "decimal" } as const;

type MigrateFormProps = {
  /** What is migrated (the SKU), for the form's accessible name. */
  name: string;
  pending: boolean;
  /** Once migrated the Migrate button stays disabled (spec 000 §2.7). */
  migrated: boolean;
  onMigrate: (figures: MigrateFormOutput) => void;
};

/** Max budget, Min Bid and Max Bid of one product ad, checked as spec 000 §5 says, then Migrate. */
export function MigrateForm({ name, pending, migrated, onMigrate }: MigrateFormProps) {
  const form = useForm<MigrateFormInput, unknown, MigrateFormOutput>({
    resolver: valibotResolver(migrateFormSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;

  return (
    <FormStack onSubmit={form.handleSubmit(onMigrate)} aria-label={`Migrate ${name}`} gap="3">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
        <FormField
          label="Max budget ($)"
          min={1}
          {...money}
          error={errors.maxDailyBudget?.message}
          {...form.register("maxDailyBudget")}
        />
        <FormField
          label="Min Bid ($)"
          min={0.02}
          {...money}
          error={errors.bidMin?.message}
          {...form.register("bidMin")}
        />
        <FormField
          label="Max Bid ($)"
          min={0.03}
          {...money}
          error={errors.bidMax?.message}
          {...form.register("bidMax")}
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
