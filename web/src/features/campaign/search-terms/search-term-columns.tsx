import type { MarkedSearchTermRow } from "@contracts/search-terms/term-actions";
import type { DataColumn } from "../../../components/data-table/data-column";
import { figureColumns } from "../../../components/data-table/figure-columns";
import {
  searchTermColumn,
  termActionsColumn,
  termStatusColumn,
  termTypeColumn,
} from "../../../components/search-terms/term-columns";

/**
 * The campaign's search-term table: the term, whether it is negated or harvested already, the row's
 * Negate and Add as keyword (none while the ad limit is reached), then its figures.
 */
export const markedSearchTermColumns = (
  currency: string,
  limited: boolean,
  onAction: (kind: "negate" | "keyword", row: MarkedSearchTermRow) => void,
): DataColumn<MarkedSearchTermRow>[] => [
  searchTermColumn(),
  termStatusColumn(),
  termActionsColumn({ limited, onAction }),
  termTypeColumn(),
  ...figureColumns<MarkedSearchTermRow>((row) => row, currency),
];
