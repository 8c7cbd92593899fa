import { HStack, Switch, Table, Text } from "@chakra-ui/react";
import { BidCell } from "../../../../components/ui/bid-cell";
import { InfoTip } from "../../../../components/ui/info-tip";
import { StateSwitch } from "../../../../components/ui/state-switch";
import { matchTypeLabel } from "../../../../lib/campaign-labels";
import { targetRules } from "../../../../lib/target-rules";
import type { SkuKey } from "../api/advertised-sku-query";
import { FigureCells } from "../targets/figure-cells";
import type { KeywordTarget } from "../targets/target-types";
import { useUpdateKeyword } from "./keywords-api";

export const BOOSTED_HINT =
  "This keyword is boosted: stop the boost to change its state, bid or organic ranking.";

type KeywordRowProps = {
  skuKey: SkuKey;
  keyword: KeywordTarget;
  limited: boolean;
  /** No organic rank provider: organic search optimisation cannot be switched on (only off). */
  rankUnavailable?: boolean;
};

/** One keyword: switch, text with its match type, bid and organic optimisation; a boosted one is locked. */
export function KeywordRow({ skuKey, keyword, limited, rankUnavailable = false }: KeywordRowProps) {
  const update = useUpdateKeyword(skuKey, keyword.id);
  const { canToggle, canEdit } = targetRules(keyword, limited);
  const name = `${keyword.keywordText} (${matchTypeLabel(keyword.matchType)})`;
  return (
    <Table.Row>
      <Table.Cell>
        <StateSwitch
          state={keyword.state}
          label={`State of ${name}`}
          disabled={!canToggle}
          pending={update.isPending}
          onChange={(state) => update.mutate({ state })}
        />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1">
          <Text as="span">{keyword.keywordText}</Text>
          {keyword.isBoosted && <InfoTip label={`Boost of ${keyword.keywordText}`} content={BOOSTED_HINT} />}
        </HStack>
      </Table.Cell>
      <Table.Cell>{matchTypeLabel(keyword.matchType)}</Table.Cell>
      <Table.Cell textAlign="end">
        <BidCell
          bid={keyword.bid}
          defaultBid={keyword.defaultBid}
          label={`Edit bid of ${name}`}
          editable={canEdit}
          pending={update.isPending}
          onSave={(bid, done) => update.mutate({ bid }, { onSuccess: done })}
        />
      </Table.Cell>
      <Table.Cell>
        <Switch.Root
          size="sm"
          colorPalette="blue"
          checked={keyword.organicSearchOptimization}
          disabled={!canEdit || update.isPending || (rankUnavailable && !keyword.organicSearchOptimization)}
          onCheckedChange={({ checked }) => update.mutate({ organicSearchOptimization: checked })}
        >
          <Switch.HiddenInput aria-label={`Organic search optimization of ${name}`} />
          <Switch.Control />
        </Switch.Root>
      </Table.Cell>
      <FigureCells report={keyword.report} />
    </Table.Row>
  );
}
