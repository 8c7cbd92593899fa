import { Fieldset, List, SimpleGrid, Text } from "@chakra-ui/react";
import type { Seasonality } from "@contracts/advertised-skus/advertised-sku";
import { BUDGET_MAX_MIN } from "@contracts/advertised-skus/settings/seasonality.schemas";
import { type ReactNode, useMemo } from "react";
import { type FieldPath, type UseFormReturn, useForm } from "react-hook-form";
import { FormStack } from "../../../../components/ui/form-stack";
import { useMarketplaceToday } from "../../../../lib/clock/marketplace-today";
import type { HostedPanelProps } from "../hosted-panel-props";
import { adsOffScope } from "./ads-off-scope";
import { DayPartingWindows } from "./day-parting-windows";
import { EnableCheckbox } from "./enable-checkbox";
import { SaveButton } from "./save-button";
import {
  clearedSections,
  type SeasonalitySection,
  type SeasonalityValues,
  seasonalityResolver,
  seasonalityValues,
} from "./seasonality-form";
import { SelectField } from "./select-field";
import { SettingField } from "./setting-field";
import { increaseTypeOptions } from "./setting-options";
import { choiceOrNull, moneyInput, numberOrNull } from "./settings-form-kit";
import { useSaveSetting } from "./use-save-setting";

type Values = SeasonalityValues;
type Form = UseFormReturn<Values, unknown, Seasonality>;
type Section = SeasonalitySection;

/** One switchable part of the setting: its checkbox over its fields, cleared when turned off. */
function SectionFields({
  form,
  section,
  label,
  disabled,
  children,
}: {
  form: Form;
  section: Section;
  label: string;
  disabled: boolean;
  children: (off: boolean) => ReactNode;
}) {
  const off = disabled || !form.watch(`${section}.isActivated`);
  return (
    <Fieldset.Root gap="3" aria-label={label}>
      <EnableCheckbox
        control={form.control}
        name={`${section}.isActivated`}
        label={label}
        disabled={disabled}
        onTurnOff={() => {
          // Field by field: a list set through its parent would not reach its useFieldArray.
          for (const [field, value] of Object.entries(clearedSections[section]))
            form.setValue(`${section}.${field}` as FieldPath<Values>, value as never);
          form.clearErrors(section);
        }}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="start">
        {children(off)}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

function errorOf(form: Form, name: FieldPath<Values>) {
  const [section, field] = name.split(".") as [Section, string];
  const errors = form.formState.errors[section] as Record<string, { message?: string }> | undefined;
  return errors?.[field]?.message;
}

/** Day Parting & Seasonality: ads off at a time of day or of year, a budget raise at a time of year. */
export function DayPartingSeasonalityPanel({ profileId, sku, disabled }: HostedPanelProps) {
  const { save, pending } = useSaveSetting(profileId, sku.id);
  const today = useMarketplaceToday();
  const resolver = useMemo(() => seasonalityResolver(today, sku.seasonality), [today, sku.seasonality]);
  const form = useForm<Values, unknown, Seasonality>({
    resolver,
    defaultValues: seasonalityValues(sku.seasonality),
  });
  const field = (name: FieldPath<Values>, off: boolean) => ({
    disabled: off,
    error: errorOf(form, name),
  });

  return (
    <FormStack
      aria-label="Day Parting & Seasonality"
      onSubmit={form.handleSubmit((seasonality) => save({ seasonality }))}
    >
      <Text fontSize="sm" color="fg.muted">
        Timezone:{" "}
        <Text as="span" fontWeight="medium" color="fg">
          {sku.timezone ?? "-"}
        </Text>
      </Text>
      {adsOffScope(sku).length > 0 && (
        <List.Root aria-label="When ads are off" fontSize="sm" color="fg.muted" ps="5" gap="1">
          {adsOffScope(sku).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      )}
      <SectionFields
        form={form}
        section="turnAdsOffAtTimeOfDay"
        label="Turn ads off at time of day"
        disabled={disabled}
      >
        {(off) => <DayPartingWindows form={form} off={off} />}
      </SectionFields>
      <SectionFields
        form={form}
        section="turnAdsOffAtTimeOfYear"
        label="Turn ads off at time of year"
        disabled={disabled}
      >
        {(off) => (
          <>
            <SettingField
              label="From"
              type="date"
              {...field("turnAdsOffAtTimeOfYear.from", off)}
              {...form.register("turnAdsOffAtTimeOfYear.from", choiceOrNull)}
            />
            <SettingField
              label="To"
              type="date"
              {...field("turnAdsOffAtTimeOfYear.to", off)}
              {...form.register("turnAdsOffAtTimeOfYear.to", choiceOrNull)}
            />
          </>
        )}
      </SectionFields>
      <SectionFields
        form={form}
        section="increaseDailyBudgetAtTimeOfYear"
        label="Increase daily budget at time of year"
        disabled={disabled}
      >
        {(off) => (
          <>
            <SettingField
              label="From"
              type="date"
              {...field("increaseDailyBudgetAtTimeOfYear.from", off)}
              {...form.register("increaseDailyBudgetAtTimeOfYear.from", choiceOrNull)}
            />
            <SettingField
              label="To"
              type="date"
              {...field("increaseDailyBudgetAtTimeOfYear.to", off)}
              {...form.register("increaseDailyBudgetAtTimeOfYear.to", choiceOrNull)}
            />
            <SelectField
              label="Increase type"
              options={increaseTypeOptions}
              {...field("increaseDailyBudgetAtTimeOfYear.amountIncreaseType", off)}
              {...form.register("increaseDailyBudgetAtTimeOfYear.amountIncreaseType", choiceOrNull)}
            />
            <SettingField
              label="Budget increase amount"
              unit={form.watch("increaseDailyBudgetAtTimeOfYear.amountIncreaseType")}
              {...moneyInput}
              {...field("increaseDailyBudgetAtTimeOfYear.budgetAmount", off)}
              {...form.register("increaseDailyBudgetAtTimeOfYear.budgetAmount", numberOrNull)}
            />
            <SettingField
              label="Max daily budget"
              unit="$"
              min={BUDGET_MAX_MIN}
              {...moneyInput}
              {...field("increaseDailyBudgetAtTimeOfYear.budgetMax", off)}
              {...form.register("increaseDailyBudgetAtTimeOfYear.budgetMax", numberOrNull)}
            />
          </>
        )}
      </SectionFields>
      <SaveButton disabled={disabled || !today} pending={pending} />
    </FormStack>
  );
}
