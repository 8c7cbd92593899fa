import { Badge, Button, HStack, Link, Stack, Table, Text, Wrap } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadMore } from "../../../../components/ui/load-more";
import { QueryView } from "../../../../components/ui/query-view";
import { recommendationLabel } from "../../../../lib/target-rules";
import type { SkuKey } from "../api/advertised-sku-query";
import { PanelTable } from "../panel-table";
import { ProductThumb } from "./product-thumb";
import type { RecommendedAsin } from "./target-types";
import { recommendedAsinsQuery, useCreateAsinTargets } from "./targets-api";

type RecommendedAsinsProps = { skuKey: SkuKey; canAdd: boolean; showAdd: boolean };

/** Recommended ASINs with their themes: Select → Selected, then add the selected ones; 'Added' once advertised. */
export function RecommendedAsins({ skuKey, canAdd, showAdd }: RecommendedAsinsProps) {
  const recommended = useInfiniteQuery(recommendedAsinsQuery(skuKey));
  const create = useCreateAsinTargets(skuKey);
  const [selected, setSelected] = useState<string[]>([]);
  const rows = recommended.data?.pages.flatMap((page) => page.recommendations);
  const toggle = (asin: string) =>
    setSelected((current) =>
      current.includes(asin) ? current.filter((a) => a !== asin) : [...current, asin],
    );

  const selectButton = (row: RecommendedAsin) => {
    const isSelected = selected.includes(row.recommendedAsin);
    const label = recommendationLabel(row.isAdvertised, isSelected);
    if (row.isAdvertised)
      return (
        <Badge colorPalette="green" variant="subtle">
          {label}
        </Badge>
      );
    if (!showAdd) return null;
    return (
      <Button
        size="xs"
        variant={isSelected ? "solid" : "outline"}
        colorPalette="blue"
        disabled={!canAdd}
        aria-pressed={isSelected}
        aria-label={`${label} ${row.recommendedAsin}`}
        onClick={() => toggle(row.recommendedAsin)}
      >
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="3" as="section" aria-label="Recommended ASINs">
      <HStack justify="space-between">
        <Text fontWeight="medium">Recommended ASINs</Text>
        {showAdd && (
          <Button
            size="xs"
            colorPalette="blue"
            disabled={!canAdd || selected.length === 0}
            loading={create.isPending}
            onClick={() => create.mutate(selected, { onSuccess: () => setSelected([]) })}
          >
            Add selected ({selected.length})
          </Button>
        )}
      </HStack>
      <QueryView
        query={{ ...recommended, data: rows }}
        loadingLabel="Loading the recommended ASINs"
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <PanelTable aria-label="Recommended ASINs">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>ASIN</Table.ColumnHeader>
                <Table.ColumnHeader>Themes</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((row) => (
                <Table.Row key={row.recommendedAsin}>
                  <Table.Cell>
                    <HStack gap="2">
                      <ProductThumb src={row.imageUrl} size="8" />
                      <Link href={row.url} target="_blank" rel="noreferrer" color="blue.fg">
                        {row.recommendedAsin}
                      </Link>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <Wrap gap="1">
                      {row.themes.map((theme) => (
                        <Badge key={theme} variant="outline" size="sm">
                          {theme}
                        </Badge>
                      ))}
                    </Wrap>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{selectButton(row)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </PanelTable>
        )}
      </QueryView>
      <LoadMore query={recommended} />
    </Stack>
  );
}
