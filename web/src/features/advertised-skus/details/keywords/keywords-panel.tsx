import { Separator, Stack, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import type { RankProviderStatus } from "@contracts/automation/organic-rank";
import { KEYWORD_SORT_COLUMNS } from "@contracts/sku-targets/targeting-sort";
import { useCallback } from "react";
import { BidSelectionBar } from "../../../../components/bulk-bids/bid-selection-bar";
import { useRowSelection } from "../../../../components/data-table/use-row-selection";
import { useCurrency } from "../../../../lib/currency";
import { addRules } from "../../../../lib/target-rules";
import { CustomKeywordForm } from "./custom-keyword-form";
import { keywordName } from "./keyword-cells";
import { keywordColumns } from "./keyword-columns";
import { KeywordList } from "./keywords-table";
import { RecommendedKeywords } from "./recommended-keywords";

type KeywordsPanelProps = { profileId: number; sku: AdvertisedSku; disabled: boolean };

/** Spec 001 §2 'Keywords': recommended and custom keywords, and the SKU's keyword targets (ticked ones re-bid together). */
export function KeywordsPanel({ profileId, sku, disabled }: KeywordsPanelProps) {
  const skuKey = { profileId, skuId: sku.id };
  const currency = useCurrency();
  const selection = useRowSelection(`sku-${sku.id}`);
  const skuId = sku.id;
  const columns = useCallback(
    (rankProvider: RankProviderStatus | null) =>
      keywordColumns({
        skuKey: { profileId, skuId },
        limited: disabled,
        rankUnavailable: rankProvider?.configured === false,
        currency,
      }),
    [profileId, skuId, disabled, currency],
  );
  const { showAdd, canAdd } = addRules(sku, disabled);
  return (
    <Stack gap="5">
      <RecommendedKeywords skuKey={skuKey} canAdd={canAdd} showAdd={showAdd} />
      {showAdd && <CustomKeywordForm skuKey={skuKey} canAdd={canAdd} />}
      {showAdd && !sku.isAdvertised && (
        <Text textStyle="sm" color="fg.muted">
          Advertise the SKU to add keywords.
        </Text>
      )}
      <Separator />
      <KeywordList
        skuKey={skuKey}
        label="Keywords"
        name="keywords"
        needsRank="Organic search optimization"
        sortable={KEYWORD_SORT_COLUMNS}
        // At the ad limit nothing can be edited: no rows to tick.
        selection={
          disabled
            ? undefined
            : { selected: selection.selected, onChange: selection.setSelected, rowLabel: keywordName }
        }
        footer={
          <BidSelectionBar
            profileId={profileId}
            keywordIds={selection.selected}
            targetIds={[]}
            adLimitReached={disabled}
            onClear={selection.clear}
          />
        }
        columns={columns}
      />
    </Stack>
  );
}
