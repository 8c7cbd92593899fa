import { Button, HStack } from "@chakra-ui/react";
import type { SearchTermRow } from "@contracts/campaigns/campaign-detail";
import type { MarkedSearchTermRow } from "@contracts/search-terms/term-actions";
import type { DataColumn } from "../data-table/data-column";
import { ProductCell } from "../data-table/product-cell";
import { TermMarksCell } from "./term-marks-cell";
import { termMarkLines } from "./term-marks-text";

/** The term: its words, or a product page's ASIN linking to it. */
export const searchTermColumn = <Row extends SearchTermRow>(): DataColumn<Row> => ({
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
});

export const termTypeColumn = <Row extends SearchTermRow>(): DataColumn<Row> => ({
  id: "type",
  header: "Type",
  help: "A typed search (text) or a product page (ASIN).",
  cell: (row) => (row.type === "ASIN" ? "ASIN" : "Text"),
  csv: (row) => row.type,
});

/** Whether the term is negated or harvested already, and by whom. */
export const termStatusColumn = <Row extends MarkedSearchTermRow>(): DataColumn<Row> => ({
  id: "marks",
  header: "Status",
  help: "Whether the term is already negated (here or in the SKU's other campaigns) or a keyword, and who did it.",
  minWidth: "48",
  cell: (row) => <TermMarksCell marks={row.marks} />,
  csv: (row) =>
    termMarkLines(row.marks)
      .map((line) => line.text)
      .join("; "),
});

type ActionsOptions<Row> = {
  /** The ad limit is reached: no edits. */
  limited: boolean;
  onAction: (kind: "negate" | "keyword", row: Row) => void;
  /** Why this row's campaign takes no actions, or null when it does. */
  unavailable?: (row: Row) => string | null;
};

/** The row's Negate and Add as keyword (an ASIN is never a keyword). */
export const termActionsColumn = <Row extends MarkedSearchTermRow>({
  limited,
  onAction,
  unavailable = () => null,
}: ActionsOptions<Row>): DataColumn<Row> => ({
  id: "actions",
  header: "Actions",
  help: "Negate the term, or add it as a keyword of the SKU.",
  minWidth: "56",
  cell: (row) => {
    const why = unavailable(row);
    const disabled = limited || why !== null;
    return (
      <HStack gap="1" title={why ?? undefined}>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={disabled}
          aria-label={`Negate ${row.searchTerm}`}
          onClick={() => onAction("negate", row)}
        >
          Negate
        </Button>
        {row.type === "text" && (
          <Button
            size="xs"
            variant="outline"
            disabled={disabled}
            aria-label={`Add ${row.searchTerm} as keyword`}
            onClick={() => onAction("keyword", row)}
          >
            Add as keyword
          </Button>
        )}
      </HStack>
    );
  },
});
