import type { PlacementRow } from "@contracts/campaigns/campaign-detail";
import type { DataColumn } from "../../../components/data-table/data-column";
import { figureColumns } from "../../../components/data-table/figure-columns";
import { placementLabel } from "../../../lib/campaign-labels";
import { PlacementPercentageCell } from "../components/placement-percentage-cell";
import type { CampaignEditing } from "./editing";

/** `editable`: the campaign's adjustments may change (it is enabled or paused). */
export const placementColumns = (
  editing: CampaignEditing & { editable: boolean },
): DataColumn<PlacementRow>[] => [
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
    help: "How much more the campaign bids for this placement (0 to 900%); rest of search has none.",
    numeric: true,
    minWidth: "32",
    cell: (row) => (
      <PlacementPercentageCell editing={editing} placement={row.placement} percentage={row.percentage} />
    ),
    csv: (row) => row.percentage,
  },
  ...figureColumns<PlacementRow>((row) => row.report, editing.currency),
];
