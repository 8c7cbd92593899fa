import { HStack, Switch, Text } from "@chakra-ui/react";
import { BidCell } from "../../../../components/ui/bid-cell";
import { InfoTip } from "../../../../components/ui/info-tip";
import { StateSwitch } from "../../../../components/ui/state-switch";
import { matchTypeLabel } from "../../../../lib/campaign-labels";
import { targetRules } from "../../../../lib/target-rules";
import type { SkuKey } from "../api/advertised-sku-query";
import type { KeywordTarget } from "../targets/target-types";
import { useUpdateKeyword } from "./keywords-api";

export const BOOSTED_HINT =
  "This keyword is boosted: stop the boost to change its state, bid or organic ranking.";

/** What each editable cell of a SKU's keyword needs: which SKU, the keyword, and the ad limit. */
export type KeywordCellProps = { skuKey: SkuKey; keyword: KeywordTarget; limited: boolean };

export const keywordName = (keyword: KeywordTarget) =>
  `${keyword.keywordText} (${matchTypeLabel(keyword.matchType)})`;

export function KeywordStateCell({ skuKey, keyword, limited }: KeywordCellProps) {
  const update = useUpdateKeyword(skuKey, keyword.id);
  return (
    <StateSwitch
      state={keyword.state}
      label={`State of ${keywordName(keyword)}`}
      disabled={!targetRules(keyword, limited).canToggle}
      pending={update.isPending}
      onChange={(state) => update.mutate({ state })}
    />
  );
}

/** The keyword's text; a boosted one says why it is locked. */
export function KeywordTextCell({ keyword }: { keyword: KeywordTarget }) {
  return (
    <HStack gap="1">
      <Text as="span" lineClamp={2}>
        {keyword.keywordText}
      </Text>
      {keyword.isBoosted && <InfoTip label={`Boost of ${keyword.keywordText}`} content={BOOSTED_HINT} />}
    </HStack>
  );
}

export function KeywordBidCell({ skuKey, keyword, limited }: KeywordCellProps) {
  const update = useUpdateKeyword(skuKey, keyword.id);
  return (
    <BidCell
      bid={keyword.bid}
      defaultBid={keyword.defaultBid}
      label={`Edit bid of ${keywordName(keyword)}`}
      editable={targetRules(keyword, limited).canEdit}
      pending={update.isPending}
      onSave={(bid, done) => update.mutate({ bid }, { onSuccess: done })}
    />
  );
}

/** Organic search optimisation: without a rank provider it can be switched off, not on. */
export function OrganicCell({
  skuKey,
  keyword,
  limited,
  rankUnavailable,
}: KeywordCellProps & { rankUnavailable: boolean }) {
  const update = useUpdateKeyword(skuKey, keyword.id);
  const { canEdit } = targetRules(keyword, limited);
  return (
    <Switch.Root
      size="sm"
      colorPalette="blue"
      checked={keyword.organicSearchOptimization}
      disabled={!canEdit || update.isPending || (rankUnavailable && !keyword.organicSearchOptimization)}
      onCheckedChange={({ checked }) => update.mutate({ organicSearchOptimization: checked })}
    >
      <Switch.HiddenInput aria-label={`Organic search optimization of ${keywordName(keyword)}`} />
      <Switch.Control />
    </Switch.Root>
  );
}
