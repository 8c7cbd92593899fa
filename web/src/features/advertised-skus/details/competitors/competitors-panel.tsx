import { Center, Spinner, Stack, Table } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { useQuery } from "@tanstack/react-query";
import { ErrorView } from "../../../../components/ui/error-view";
import { NoData } from "../../../../components/ui/no-data";
import type { SkuKey } from "../api/advertised-sku-query";
import { competitorsQuery } from "../api/competitors";
import { PanelTable } from "../panel-table";
import { competitorRules, skuRules } from "../sku-rules";
import { AddCompetitorForm } from "./add-competitor-form";
import { CompetitorRow } from "./competitor-row";

type CompetitorsPanelProps = { skuKey: SkuKey; sku: AdvertisedSku; limited: boolean };

/** Competitors of the SKU: add (hidden at the ad limit), rename, delete and launch per spec 001 §4. */
export function CompetitorsPanel({ skuKey, sku, limited }: CompetitorsPanelProps) {
  const competitors = useQuery(competitorsQuery(skuKey));
  const { showAddControls } = skuRules(sku, limited);

  const list = () => {
    if (competitors.isError)
      return <ErrorView message={competitors.error.message} onRetry={() => void competitors.refetch()} />;
    if (!competitors.data)
      return (
        <Center minHeight="24" role="status" aria-label="Loading the competitors">
          <Spinner color="blue.solid" />
        </Center>
      );
    if (competitors.data.length === 0) return <NoData />;
    return (
      <PanelTable aria-label="Competitors">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Competitor name</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {competitors.data.map((competitor) => (
            <CompetitorRow
              key={`${competitor.id}-${competitor.competitorName}`}
              skuKey={skuKey}
              competitor={competitor}
              rules={competitorRules(competitor, sku, limited)}
            />
          ))}
        </Table.Body>
      </PanelTable>
    );
  };

  return (
    <Stack gap="4">
      {showAddControls && <AddCompetitorForm skuKey={skuKey} />}
      {list()}
    </Stack>
  );
}
