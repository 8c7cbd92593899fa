import { SimpleGrid, Text } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import type { TargetBidExpansion } from "../../../../../../worker/contracts/advertised-sku";
import {
  TARGET_BID_MAX_MIN,
  targetBidExpansionSchema,
} from "../../../../../../worker/routes/advertised-skus/settings/target-bid-expansion.schemas";
import { FormStack } from "../../../../components/ui/form-stack";
import type { HostedPanelProps } from "../optional/hosted-panels";
import { EnableCheckbox } from "./enable-checkbox";
import { LookBackSelect } from "./look-back-select";
import { SaveButton } from "./save-button";
import { SelectField } from "./select-field";
import { SettingField } from "./setting-field";
import { frequencyOptions, increaseTypeOptions } from "./setting-options";
import { choiceOrNull, countInput, moneyInput, numberOrNull, settingsResolver } from "./settings-form-kit";
import { useSaveSetting } from "./use-save-setting";

type Values = {
  isActivated: boolean;
  frequency: string | null;
  lookBackPeriod: number | null;
  impressionsLessThan: number | null;
  amountIncreaseType: string | null;
  bidAmount: number | null;
  bidMax: number | null;
};

const cleared = {
  frequency: null,
  lookBackPeriod: null,
  impressionsLessThan: null,
  amountIncreaseType: null,
  bidAmount: null,
  bidMax: null,
};

const valuesOf = (stored: TargetBidExpansion | null): Values => ({
  ...cleared,
  ...stored,
  isActivated: stored?.isActivated ?? false,
});

/** Target Bid Expansions: raise bids of low-impression targets by $ or %, up to a max bid. */
export function TargetBidExpansionPanel({ profileId, sku, disabled }: HostedPanelProps) {
  const { save, pending } = useSaveSetting(profileId, sku.id);
  const form = useForm<Values, unknown, TargetBidExpansion>({
    resolver: settingsResolver<Values, TargetBidExpansion>(targetBidExpansionSchema),
    defaultValues: valuesOf(sku.targetBidExpansion),
  });
  const { errors } = form.formState;
  const off = disabled || !form.watch("isActivated");
  const clear = () => {
    for (const [name, value] of Object.entries(cleared)) form.setValue(name as keyof typeof cleared, value);
    form.clearErrors();
  };

  return (
    <FormStack
      aria-label="Target Bid Expansions"
      onSubmit={form.handleSubmit((targetBidExpansion) => save({ targetBidExpansion }))}
    >
      <Text fontSize="sm" color="fg.muted">
        Raise the bids of targets with few impressions.
      </Text>
      <EnableCheckbox
        control={form.control}
        name="isActivated"
        label="Enable target bid expansion"
        disabled={disabled}
        onTurnOff={clear}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="start">
        <SelectField
          label="Frequency"
          options={frequencyOptions}
          disabled={off}
          error={errors.frequency?.message}
          {...form.register("frequency", choiceOrNull)}
        />
        <LookBackSelect
          control={form.control}
          name="lookBackPeriod"
          disabled={off}
          error={errors.lookBackPeriod?.message}
        />
        <SettingField
          label="Impressions less than"
          min={1}
          {...countInput}
          disabled={off}
          error={errors.impressionsLessThan?.message}
          {...form.register("impressionsLessThan", numberOrNull)}
        />
        <SelectField
          label="Increase type"
          options={increaseTypeOptions}
          disabled={off}
          error={errors.amountIncreaseType?.message}
          {...form.register("amountIncreaseType", choiceOrNull)}
        />
        <SettingField
          label="Bid increase amount"
          {...moneyInput}
          disabled={off}
          error={errors.bidAmount?.message}
          {...form.register("bidAmount", numberOrNull)}
        />
        <SettingField
          label="Max bid ($)"
          min={TARGET_BID_MAX_MIN}
          {...moneyInput}
          disabled={off}
          error={errors.bidMax?.message}
          {...form.register("bidMax", numberOrNull)}
        />
      </SimpleGrid>
      <SaveButton disabled={disabled} pending={pending} />
    </FormStack>
  );
}
