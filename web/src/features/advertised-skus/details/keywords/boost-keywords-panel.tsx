import { Stack, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import type { RankProviderStatus } from "@contracts/automation/organic-rank";
import { useCallback } from "react";
import { useMoney } from "../../../../lib/currency";
import { boostColumns } from "./boost-columns";
import { KeywordList } from "./keywords-table";

type BoostKeywordsPanelProps = { profileId: number; sku: AdvertisedSku; disabled: boolean };

/** The Boost keywords table sorts by these of the keyword list's columns. */
const BOOST_SORTABLE = ["keyword", "matchType", "state", "bid"] as const;

/** Spec 001 §2 'Boost Keywords': switch a boost on an ENABLED keyword with a max bid, or stop it. */
export function BoostKeywordsPanel({ profileId, sku, disabled }: BoostKeywordsPanelProps) {
  const skuKey = { profileId, skuId: sku.id };
  const money = useMoney();
  const { skuId } = skuKey;
  const columns = useCallback(
    (rankProvider: RankProviderStatus | null) =>
      boostColumns({
        skuKey: { profileId, skuId },
        limited: disabled,
        rankUnavailable: rankProvider?.configured === false,
        money,
      }),
    [profileId, skuId, disabled, money],
  );
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        A boost raises the keyword's bid by 50% a day for up to 5 days until it ranks in the top 10, then
        scales it back.
      </Text>
      <KeywordList
        skuKey={skuKey}
        label="Boost keywords"
        name="boost"
        needsRank="Boost"
        sortable={BOOST_SORTABLE}
        columns={columns}
      />
    </Stack>
  );
}
