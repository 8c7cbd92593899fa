import { Badge, HStack, Image, Link } from "@chakra-ui/react";
import type {
  AsinTarget,
  KeywordTarget,
  NegativeAsinTarget,
  NegativeKeywordTarget,
  SearchTermRow,
} from "../../../../../worker/contracts/campaign-detail";
import type { DataColumn } from "../../../components/data-table/data-column";
import { matchTypeLabel, stateLabel } from "../../../lib/campaign-labels";
import { formatDisplayDate, formatMoney } from "../../../lib/format";
import { figureColumns } from "./figure-columns";

const stateColumn = <Row extends { state: string }>(): DataColumn<Row> => ({
  id: "state",
  header: "State",
  help: "Whether the target is live (Enabled), paused or archived.",
  cell: (row) => (
    <Badge variant="subtle" colorPalette={row.state === "ENABLED" ? "green" : "gray"}>
      {stateLabel(row.state)}
    </Badge>
  ),
  csv: (row) => stateLabel(row.state),
});

const bidColumn = <Row extends { bid: number | null }>(): DataColumn<Row> => ({
  id: "bid",
  header: "Bid",
  help: "The most Skupilot pays for a click on this target.",
  numeric: true,
  cell: (row) => formatMoney(row.bid),
  csv: (row) => row.bid,
});

/** An ASIN with its thumbnail, linking to the product page. */
function ProductCell({
  asin,
  url,
  thumbnail,
}: {
  asin: string;
  url: string | null;
  thumbnail: string | null;
}) {
  return (
    <HStack gap="2">
      {thumbnail && <Image src={thumbnail} alt="" boxSize="8" borderRadius="sm" objectFit="cover" />}
      {url ? (
        <Link href={url} target="_blank" rel="noreferrer" color="blue.fg">
          {asin}
        </Link>
      ) : (
        asin
      )}
    </HStack>
  );
}

const createdColumn = <Row extends { createdAt: string | null }>(): DataColumn<Row> => ({
  id: "createdAt",
  header: "Added",
  help: "When the negative target was added.",
  cell: (row) => formatDisplayDate(row.createdAt?.slice(0, 10)),
  csv: (row) => row.createdAt?.slice(0, 10),
});

export const keywordTargetColumns: DataColumn<KeywordTarget>[] = [
  {
    id: "keyword",
    header: "Keyword",
    help: "The search words this target bids on.",
    minWidth: "40",
    cell: (row) => row.keywordText,
    csv: (row) => row.keywordText,
  },
  {
    id: "matchType",
    header: "Match type",
    minWidth: "28",
    help: "How closely a shopper's search must match the keyword: Exact, Phrase or Broad.",
    cell: (row) => matchTypeLabel(row.matchType),
    csv: (row) => matchTypeLabel(row.matchType),
  },
  stateColumn(),
  bidColumn(),
  ...figureColumns<KeywordTarget>((row) => row.report),
];

export const asinTargetColumns: DataColumn<AsinTarget>[] = [
  {
    id: "asin",
    header: "ASIN",
    help: "The product whose page this target shows the ad on.",
    minWidth: "40",
    cell: (row) => <ProductCell asin={row.productAsin} url={row.url} thumbnail={row.thumbnail} />,
    csv: (row) => row.productAsin,
  },
  stateColumn(),
  bidColumn(),
  ...figureColumns<AsinTarget>((row) => row.report),
];

export const negativeKeywordColumns: DataColumn<NegativeKeywordTarget>[] = [
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
  stateColumn(),
  createdColumn(),
];

export const negativeAsinColumns: DataColumn<NegativeAsinTarget>[] = [
  {
    id: "asin",
    header: "ASIN",
    help: "The ads are not shown on this product's page.",
    minWidth: "40",
    cell: (row) => <ProductCell asin={row.productAsin} url={row.url} thumbnail={row.thumbnail} />,
    csv: (row) => row.productAsin,
  },
  stateColumn(),
  createdColumn(),
];

export const searchTermColumns: DataColumn<SearchTermRow>[] = [
  {
    id: "searchTerm",
    header: "Search term",
    help: "What shoppers searched (or the product page they were on) when the ads were shown.",
    minWidth: "56",
    cell: (row) =>
      row.type === "ASIN" ? (
        <ProductCell asin={row.searchTerm.toUpperCase()} url={row.url} thumbnail={row.thumbnail} />
      ) : (
        row.searchTerm
      ),
    csv: (row) => row.searchTerm,
  },
  {
    id: "type",
    header: "Type",
    help: "A typed search (text) or a product page (ASIN).",
    cell: (row) => (row.type === "ASIN" ? "ASIN" : "Text"),
    csv: (row) => row.type,
  },
  ...figureColumns<SearchTermRow>((row) => row),
];
