import { SimpleGrid, Text } from "@chakra-ui/react";
import type { NegativeOptimization } from "@contracts/advertised-skus/advertised-sku";
import { negativeOptimizationFormSchema } from "@contracts/advertised-skus/settings/negative-optimization.schemas";
import { useForm } from "react-hook-form";
import { FormStack } from "../../../../components/ui/form-stack";
import type { HostedPanelProps } from "../hosted-panel-props";
import { EnableCheckbox } from "./enable-checkbox";
import { negativeThresholdHint } from "./negative-threshold-hint";
import { SaveButton } from "./save-button";
import { ScheduleFields } from "./schedule-fields";
import { SettingField } from "./setting-field";
import { clearFields, countInput, numberField, settingsResolver, tenthInput } from "./settings-form-kit";
import { useSaveSetting } from "./use-save-setting";
import { useSkuConversion } from "./use-sku-conversion";

type Settings = {
  frequency: string | null;
  lookBackPeriod: number | null;
  clicksWithoutSale: number | null;
  impressionsWithoutClick: number | null;
  ctrLowerThan: number | null;
};
type Values = { isActivated: boolean; settings: Settings };

const cleared: Settings = {
  frequency: null,
  lookBackPeriod: null,
  clicksWithoutSale: null,
  impressionsWithoutClick: null,
  ctrLowerThan: null,
};

/** Negative Optimization: negate search terms by clicks without sales, impressions without clicks or low CTR. */
export function NegativeOptimizationPanel({ profileId, sku, disabled }: HostedPanelProps) {
  const { save, pending } = useSaveSetting(profileId, sku.id);
  const stored = sku.negativeOptimization;
  const form = useForm<Values, unknown, NegativeOptimization | null>({
    resolver: settingsResolver<Values, NegativeOptimization | null>(negativeOptimizationFormSchema),
    defaultValues: { isActivated: stored !== null, settings: { ...cleared, ...stored } },
  });
  const off = disabled || !form.watch("isActivated");
  const clicksWithoutSale = form.watch("settings.clicksWithoutSale");
  const conversion = useSkuConversion(
    { profileId, skuId: sku.id },
    form.watch("settings.lookBackPeriod"),
    !off && clicksWithoutSale !== null,
  );

  return (
    <FormStack
      aria-label="Negative Optimization"
      onSubmit={form.handleSubmit((negativeOptimization) => save({ negativeOptimization }))}
    >
      <Text fontSize="sm" color="fg.muted">
        Add search terms that waste spend as negatives. Enter at least one of the three metrics.
      </Text>
      <EnableCheckbox
        control={form.control}
        name="isActivated"
        label="Enable negative optimization"
        disabled={disabled}
        onTurnOff={clearFields(form, { settings: cleared })}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="start">
        <ScheduleFields
          form={form}
          names={{ frequency: "settings.frequency", lookBackPeriod: "settings.lookBackPeriod" }}
          disabled={off}
        />
        <SettingField
          label="Clicks without sales"
          min={1}
          helperText={off ? null : negativeThresholdHint(conversion, clicksWithoutSale)}
          {...countInput}
          {...numberField(form, "settings.clicksWithoutSale", off)}
        />
        <SettingField
          label="Impressions without clicks"
          min={1}
          {...countInput}
          {...numberField(form, "settings.impressionsWithoutClick", off)}
        />
        <SettingField
          label="CTR lower than"
          unit="%"
          min={0.1}
          max={100}
          {...tenthInput}
          {...numberField(form, "settings.ctrLowerThan", off)}
        />
      </SimpleGrid>
      <SaveButton disabled={disabled} pending={pending} />
    </FormStack>
  );
}
