import { Stack, Table, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { BoostRow } from "./boost-row";
import { KeywordList } from "./keywords-table";

type BoostKeywordsPanelProps = { profileId: number; sku: AdvertisedSku; disabled: boolean };

/** Spec 001 §2 'Boost Keywords': switch a boost on an ENABLED keyword with a max bid, or stop it. */
export function BoostKeywordsPanel({ profileId, sku, disabled }: BoostKeywordsPanelProps) {
  const skuKey = { profileId, skuId: sku.id };
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        A boost raises the keyword's bid by 50% a day for up to 5 days until it ranks in the top 10, then
        scales it back.
      </Text>
      <KeywordList
        skuKey={skuKey}
        label="Boost keywords"
        needsRank="Boost"
        headers={
          <>
            <Table.ColumnHeader>Boost</Table.ColumnHeader>
            <Table.ColumnHeader>Keyword</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">Match type</Table.ColumnHeader>
            <Table.ColumnHeader>State</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Bid</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
              Max bid
            </Table.ColumnHeader>
          </>
        }
        row={(keyword, rankProvider) => (
          <BoostRow
            key={keyword.id}
            skuKey={skuKey}
            keyword={keyword}
            limited={disabled}
            rankUnavailable={rankProvider?.configured === false}
          />
        )}
      />
    </Stack>
  );
}
