import { SimpleGrid, Text } from "@chakra-ui/react";
import type { AmountIncreaseType, TargetBidExpansion } from "@contracts/advertised-skus/advertised-sku";
import {
  TARGET_BID_MAX_MIN,
  targetBidExpansionSchema,
} from "@contracts/advertised-skus/settings/target-bid-expansion.schemas";
import { useForm } from "react-hook-form";
import { FormStack } from "../../../../components/ui/form-stack";
import type { HostedPanelProps } from "../hosted-panel-props";
import { EnableCheckbox } from "./enable-checkbox";
import { SaveButton } from "./save-button";
import { ScheduleFields } from "./schedule-fields";
import { SelectField } from "./select-field";
import { SettingField } from "./setting-field";
import { increaseTypeOptions } from "./setting-options";
import {
  choiceField,
  clearFields,
  countInput,
  moneyInput,
  numberField,
  settingsResolver,
} from "./settings-form-kit";
import { useSaveSetting } from "./use-save-setting";

type Values = {
  isActivated: boolean;
  frequency: string | null;
  lookBackPeriod: number | null;
  impressionsLessThan: number | null;
  amountIncreaseType: AmountIncreaseType | null;
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
  const off = disabled || !form.watch("isActivated");

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
        onTurnOff={clearFields(form, cleared)}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="start">
        <ScheduleFields
          form={form}
          names={{ frequency: "frequency", lookBackPeriod: "lookBackPeriod" }}
          disabled={off}
        />
        <SettingField
          label="Impressions less than"
          min={1}
          {...countInput}
          {...numberField(form, "impressionsLessThan", off)}
        />
        <SelectField
          label="Increase type"
          options={increaseTypeOptions}
          {...choiceField(form, "amountIncreaseType", off)}
        />
        <SettingField
          label="Bid increase amount"
          unit={form.watch("amountIncreaseType")}
          {...moneyInput}
          {...numberField(form, "bidAmount", off)}
        />
        <SettingField
          label="Max bid"
          unit="$"
          min={TARGET_BID_MAX_MIN}
          {...moneyInput}
          {...numberField(form, "bidMax", off)}
        />
      </SimpleGrid>
      <SaveButton disabled={disabled} pending={pending} />
    </FormStack>
  );
}
