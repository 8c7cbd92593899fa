import type { PlacementRow } from "../../../../../worker/contracts/campaign-detail";
import type { DataColumn } from "../../../components/data-table/data-column";
import { placementLabel } from "../../../lib/campaign-labels";
import { EMPTY } from "../../../lib/format";
import { figureColumns } from "./figure-columns";

export const placementColumns: DataColumn<PlacementRow>[] = [
  {
    id: "placement",
    header: "Placement",
    help: "Where on Amazon the ads were shown.",
    minWidth: "52",
    cell: (row) => placementLabel(row.placement),
    csv: (row) => placementLabel(row.placement),
  },
  {
    id: "percentage",
    header: "Bid adjustment",
    help: "How much more the campaign bids for this placement (0 to 900%).",
    numeric: true,
    cell: (row) => (row.percentage === null ? EMPTY : `${row.percentage}%`),
    csv: (row) => row.percentage,
  },
  ...figureColumns<PlacementRow>((row) => row.report),
];
