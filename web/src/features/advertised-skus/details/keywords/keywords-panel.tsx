import { Separator, Stack, Table, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { addRules } from "../../../../lib/target-rules";
import { FigureHeaders } from "../targets/figure-cells";
import { CustomKeywordForm } from "./custom-keyword-form";
import { KeywordRow } from "./keyword-row";
import { KeywordList } from "./keywords-table";
import { RecommendedKeywords } from "./recommended-keywords";

type KeywordsPanelProps = { profileId: number; sku: AdvertisedSku; disabled: boolean };

/** Spec 001 §2 'Keywords': recommended and custom keywords, and the SKU's keyword targets. */
export function KeywordsPanel({ profileId, sku, disabled }: KeywordsPanelProps) {
  const skuKey = { profileId, skuId: sku.id };
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
        needsRank="Organic search optimization"
        headers={
          <>
            <Table.ColumnHeader>Active</Table.ColumnHeader>
            <Table.ColumnHeader>Keyword</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">Match type</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Bid</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="normal" minWidth="7rem">
              Organic search optimization
            </Table.ColumnHeader>
            <FigureHeaders />
          </>
        }
        row={(keyword, rankProvider) => (
          <KeywordRow
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
