import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { SearchTermExpansion } from "@contracts/advertised-skus/advertised-sku";
import {
  KEYWORD_BID_MIN,
  ROAS_LIMIT,
  ROAS_MAX_MIN,
  ROAS_MIN_MIN,
  searchTermExpansionSchema,
} from "@contracts/advertised-skus/settings/search-term-expansion.schemas";
import { useForm } from "react-hook-form";
import { FormStack } from "../../../../components/ui/form-stack";
import { useAutomationSlots } from "../automation-slots";
import { AdvertiseAction } from "../card/advertise-action";
import type { HostedPanelProps } from "../hosted-panel-props";
import { EnableCheckbox } from "./enable-checkbox";
import { SaveButton } from "./save-button";
import { ScheduleFields } from "./schedule-fields";
import { SettingField } from "./setting-field";
import {
  clearFields,
  countInput,
  moneyInput,
  numberField,
  settingsResolver,
  tenthInput,
} from "./settings-form-kit";
import { useSaveSetting } from "./use-save-setting";

const cleared = {
  frequency: null,
  lookBackPeriod: null,
  roasMin: null,
  roasMax: null,
  ordersMin: null,
  ctrHigherThan: null,
  conversionHigherThan: null,
  broadKeywordBidPrice: null,
  phraseKeywordBidPrice: null,
  exactKeywordBidPrice: null,
};
type Values = { pullWinningFromOtherCampaigns: boolean; addNegativeToOriginalCampaign: boolean } & {
  [Key in keyof typeof cleared]: Key extends "frequency" ? string | null : number | null;
};

const valuesOf = (stored: SearchTermExpansion | null): Values => ({
  ...cleared,
  ...stored,
  pullWinningFromOtherCampaigns: stored?.pullWinningFromOtherCampaigns ?? false,
  addNegativeToOriginalCampaign: stored?.addNegativeToOriginalCampaign ?? false,
});

/** Search Term Expansions: pull winning search terms from the other campaigns as keywords. */
export function SearchTermExpansionPanel({ profileId, sku, disabled }: HostedPanelProps) {
  const { save, pending } = useSaveSetting(profileId, sku.id);
  const { AdvertiseNotice } = useAutomationSlots();
  const form = useForm<Values, unknown, SearchTermExpansion>({
    resolver: settingsResolver<Values, SearchTermExpansion>(searchTermExpansionSchema),
    defaultValues: valuesOf(sku.searchTermExpansion),
  });
  const off = disabled || !form.watch("pullWinningFromOtherCampaigns");
  const number = (name: keyof typeof cleared) => numberField(form, name, off);

  return (
    <FormStack
      aria-label="Search Term Expansions"
      onSubmit={form.handleSubmit((searchTermExpansion) => save({ searchTermExpansion }))}
    >
      <AdvertiseNotice
        profileId={profileId}
        skuId={sku.id}
        action={<AdvertiseAction skuKey={{ profileId, skuId: sku.id }} sku={sku.sku} canAdvertise />}
      />
      <Stack gap="2">
        <EnableCheckbox
          control={form.control}
          name="pullWinningFromOtherCampaigns"
          label="Pull winning search terms from other campaigns"
          disabled={disabled}
          onTurnOff={clearFields(form, cleared)}
        />
        <EnableCheckbox
          control={form.control}
          name="addNegativeToOriginalCampaign"
          label="Add as negative to the original campaign"
          disabled={disabled}
        />
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="start">
        <ScheduleFields
          form={form}
          names={{ frequency: "frequency", lookBackPeriod: "lookBackPeriod" }}
          disabled={off}
        />
        <SettingField
          label="ROAS start"
          min={ROAS_MIN_MIN}
          max={ROAS_LIMIT}
          {...tenthInput}
          {...number("roasMin")}
        />
        <SettingField
          label="ROAS end"
          min={ROAS_MAX_MIN}
          max={ROAS_LIMIT}
          {...tenthInput}
          {...number("roasMax")}
        />
        <SettingField label="Min orders" min={1} {...countInput} {...number("ordersMin")} />
        <SettingField
          label="CTR higher than"
          unit="%"
          min={0.1}
          max={100}
          {...tenthInput}
          {...number("ctrHigherThan")}
        />
        <SettingField
          label="Conversion higher than"
          unit="%"
          min={1}
          max={100}
          {...tenthInput}
          {...number("conversionHigherThan")}
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Bid prices of the new keywords: at least one.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="start">
        <SettingField
          label="Broad keyword bid"
          unit="$"
          min={KEYWORD_BID_MIN}
          {...moneyInput}
          {...number("broadKeywordBidPrice")}
        />
        <SettingField
          label="Phrase keyword bid"
          unit="$"
          min={KEYWORD_BID_MIN}
          {...moneyInput}
          {...number("phraseKeywordBidPrice")}
        />
        <SettingField
          label="Exact keyword bid"
          unit="$"
          min={KEYWORD_BID_MIN}
          {...moneyInput}
          {...number("exactKeywordBidPrice")}
        />
      </SimpleGrid>
      <SaveButton disabled={disabled} pending={pending} />
    </FormStack>
  );
}
