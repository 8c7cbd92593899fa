import { Button, HStack } from "@chakra-ui/react";
import type { MarkedSearchTermRow } from "@contracts/search-terms/term-actions";
import type { DataColumn } from "../../../components/data-table/data-column";
import { searchTermColumns } from "../columns/target-columns";
import type { TermAction } from "./term-action-dialog";
import { TermMarksCell } from "./term-marks-cell";
import { termMarkLines } from "./term-marks-text";

/**
 * The search-term table's columns: the term and its figures, whether it is negated or harvested
 * already, and the row's Negate and Add as keyword (none while the ad limit is reached).
 */
export function markedSearchTermColumns(
  currency: string,
  limited: boolean,
  onAction: (action: TermAction) => void,
): DataColumn<MarkedSearchTermRow>[] {
  const [term, ...rest] = searchTermColumns(currency) as DataColumn<MarkedSearchTermRow>[];
  const status: DataColumn<MarkedSearchTermRow> = {
    id: "marks",
    header: "Status",
    help: "Whether the term is already negated (here or in the SKU's other campaigns) or a keyword, and who did it.",
    minWidth: "48",
    cell: (row) => <TermMarksCell marks={row.marks} />,
    csv: (row) =>
      termMarkLines(row.marks)
        .map((line) => line.text)
        .join("; "),
  };
  const actions: DataColumn<MarkedSearchTermRow> = {
    id: "actions",
    header: "Actions",
    help: "Negate the term, or add it as a keyword of the SKU.",
    minWidth: "56",
    cell: (row) => (
      <HStack gap="1">
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={limited}
          aria-label={`Negate ${row.searchTerm}`}
          onClick={() => onAction({ kind: "negate", terms: [row.searchTerm] })}
        >
          Negate
        </Button>
        {row.type === "text" && (
          <Button
            size="xs"
            variant="outline"
            disabled={limited}
            aria-label={`Add ${row.searchTerm} as keyword`}
            onClick={() => onAction({ kind: "keyword", terms: [row.searchTerm] })}
          >
            Add as keyword
          </Button>
        )}
      </HStack>
    ),
  };
  return term ? [term, status, actions, ...rest] : [status, actions, ...rest];
}
