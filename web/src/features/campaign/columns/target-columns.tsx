import { HStack, Text } from "@chakra-ui/react";
import type {
  AsinTarget,
  KeywordTarget,
  NegativeAsinTarget,
  NegativeKeywordTarget,
} from "@contracts/campaigns/campaign-detail";
import type { DataColumn } from "../../../components/data-table/data-column";
import { figureColumns } from "../../../components/data-table/figure-columns";
import { ProductCell } from "../../../components/data-table/product-cell";
import { InfoTip } from "../../../components/ui/info-tip";
import { matchTypeLabel, stateLabel } from "../../../lib/campaign-labels";
import { formatDisplayDate } from "../../../lib/format";
import { moneyHeader } from "../../../lib/metrics/metric-catalogue";
import type { TargetKind } from "../api/use-campaign-edits";
import { TargetBidCell } from "../components/target-bid-cell";
import { TargetStateCell } from "../components/target-state-cell";
import type { CampaignEditing } from "./editing";

export const BOOSTED_HINT = "This keyword is boosted: its state and bid are locked until the boost ends.";

type Named = { id: string; state: string; isBoosted?: boolean };

const stateColumn = <Row extends Named>(
  editing: CampaignEditing,
  kind: TargetKind,
  nameOf: (row: Row) => string,
): DataColumn<Row> => ({
  id: "state",
  header: "State",
  help: "Switch the target on (Enabled) or off (Paused); archived targets can't be switched.",
  minWidth: "32",
  cell: (row) => <TargetStateCell editing={editing} kind={kind} row={row} name={nameOf(row)} />,
  csv: (row) => stateLabel(row.state),
  sortValue: (row) => row.state,
});

const bidColumn = <Row extends Named & { bid: number | null; defaultBid: number | null }>(
  editing: CampaignEditing,
  kind: "keyword" | "asin",
  nameOf: (row: Row) => string,
): DataColumn<Row> => ({
  id: "bid",
  header: "Bid",
  csvHeader: moneyHeader("Bid", editing.currency),
  help: "The most Skupilot pays for a click on this target ('default': its ad group's default bid); editable while it is enabled.",
  numeric: true,
  minWidth: "24",
  cell: (row) => <TargetBidCell editing={editing} kind={kind} row={row} name={nameOf(row)} />,
  csv: (row) => row.bid ?? row.defaultBid,
  sortValue: (row) => row.bid ?? row.defaultBid,
});

export const keywordName = (row: { keywordText: string; matchType: string }) =>
  `${row.keywordText} (${matchTypeLabel(row.matchType)})`;
const asinName = (row: { productAsin: string }) => row.productAsin;

const createdColumn = <Row extends { createdAt: string | null }>(): DataColumn<Row> => ({
  id: "createdAt",
  header: "Added",
  help: "When the negative target was added.",
  cell: (row) => formatDisplayDate(row.createdAt?.slice(0, 10)),
  csv: (row) => row.createdAt?.slice(0, 10),
});

/** The keyword's text; a boosted one says why it can't be switched or re-bid. */
function KeywordCell({ row }: { row: KeywordTarget }) {
  // The pinned column has a fixed width: a long keyword wraps onto a second line.
  const text = (
    <Text as="span" lineClamp={2} whiteSpace="normal">
      {row.keywordText}
    </Text>
  );
  if (!row.isBoosted) return text;
  return (
    <HStack gap="1">
      {text}
      <InfoTip label={`Boost of ${row.keywordText}`} content={BOOSTED_HINT} />
    </HStack>
  );
}

export const keywordTargetColumns = (editing: CampaignEditing): DataColumn<KeywordTarget>[] => [
  {
    id: "keyword",
    header: "Keyword",
    help: "The search words this target bids on.",
    width: "40",
    stickyLeft: "0",
    cell: (row) => <KeywordCell row={row} />,
    csv: (row) => row.keywordText,
    sortValue: (row) => row.keywordText,
  },
  {
    id: "matchType",
    header: "Match type",
    minWidth: "28",
    help: "How closely a shopper's search must match the keyword: Exact, Phrase or Broad.",
    cell: (row) => matchTypeLabel(row.matchType),
    csv: (row) => matchTypeLabel(row.matchType),
    sortValue: (row) => row.matchType,
  },
  stateColumn<KeywordTarget>(editing, "keyword", keywordName),
  bidColumn<KeywordTarget>(editing, "keyword", keywordName),
  ...figureColumns<KeywordTarget>((row) => row.report, editing.currency),
];

export const asinTargetColumns = (editing: CampaignEditing): DataColumn<AsinTarget>[] => [
  {
    id: "asin",
    header: "ASIN",
    help: "The product whose page this target shows the ad on.",
    width: "40",
    stickyLeft: "0",
    cell: (row) => <ProductCell asin={row.productAsin} url={row.url} thumbnail={row.thumbnail} />,
    csv: (row) => row.productAsin,
    sortValue: (row) => row.productAsin,
  },
  stateColumn<AsinTarget>(editing, "asin", asinName),
  bidColumn<AsinTarget>(editing, "asin", asinName),
  ...figureColumns<AsinTarget>((row) => row.report, editing.currency),
];

export const negativeKeywordColumns = (editing: CampaignEditing): DataColumn<NegativeKeywordTarget>[] => [
  {
    id: "keyword",
    header: "Keyword",
    help: "Searches with these words do not show the ads.",
    minWidth: "40",
    cell: (row) => row.keywordText,
    csv: (row) => row.keywordText,
  },
  {
    id: "matchType",
    header: "Match type",
    help: "Negative Exact, Negative Phrase or Negative Broad.",
    cell: (row) => matchTypeLabel(row.matchType),
    csv: (row) => matchTypeLabel(row.matchType),
  },
  stateColumn<NegativeKeywordTarget>(editing, "negativeKeyword", keywordName),
  createdColumn(),
];

export const negativeAsinColumns = (editing: CampaignEditing): DataColumn<NegativeAsinTarget>[] => [
  {
    id: "asin",
    header: "ASIN",
    help: "The ads are not shown on this product's page.",
    minWidth: "40",
    cell: (row) => <ProductCell asin={row.productAsin} url={row.url} thumbnail={row.thumbnail} />,
    csv: (row) => row.productAsin,
  },
  stateColumn<NegativeAsinTarget>(editing, "negativeAsin", asinName),
  createdColumn(),
];
