import type { Placement } from "@contracts/campaigns/campaign-detail";
import {
  MAX_PLACEMENT_PERCENTAGE,
  MIN_PLACEMENT_PERCENTAGE,
  placementPercentageField,
} from "@contracts/campaigns/campaign-update.schemas";
import { AmountPopover } from "../../../components/ui/amount-popover";
import { placementLabel } from "../../../lib/campaign-labels";
import { EMPTY } from "../../../lib/format";
import { useUpdateCampaignSettings } from "../api/use-campaign-edits";
import type { CampaignEditing } from "../columns/editing";

/** The update field that adjusts each placement; rest of search has no adjustment (spec 001 §5). */
const CHANGE_OF = {
  PLACEMENT_TOP: (percentage: number) => ({ topOfSearchPercentage: percentage }),
  PLACEMENT_PRODUCT_PAGE: (percentage: number) => ({ productPagesPercentage: percentage }),
};

type PlacementPercentageCellProps = {
  editing: CampaignEditing & { editable: boolean };
  placement: Placement;
  percentage: number | null;
};

/** A placement's bid adjustment, a whole percent from 0 to 900, edited in a popover. */
export function PlacementPercentageCell({ editing, placement, percentage }: PlacementPercentageCellProps) {
  const update = useUpdateCampaignSettings(editing.campaign);
  if (placement === "PLACEMENT_REST_OF_SEARCH" || percentage === null) return EMPTY;
  const changeOf = CHANGE_OF[placement];
  return (
    <AmountPopover
      value={percentage}
      display={`${percentage}%`}
      editLabel={`Edit bid adjustment of ${placementLabel(placement)}`}
      fieldLabel="Bid adjustment"
      unit="%"
      field={placementPercentageField}
      decimals={0}
      min={MIN_PLACEMENT_PERCENTAGE}
      max={MAX_PLACEMENT_PERCENTAGE}
      editable={editing.editable && !editing.limited}
      pending={update.isPending}
      onSave={(value, done) => update.mutate(changeOf(value), { onSuccess: done })}
    />
  );
}
