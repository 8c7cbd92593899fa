import { BidCell } from "../../../components/ui/bid-cell";
import { targetRules } from "../../../lib/target-rules";
import { useUpdateTarget } from "../api/use-campaign-edits";
import type { CampaignEditing } from "../columns/editing";

type TargetBidCellProps = {
  editing: CampaignEditing;
  kind: "keyword" | "asin";
  row: { id: string; state: string; bid: number | null; defaultBid: number | null; isBoosted?: boolean };
  /** Names the pencil ('Edit bid of B0…'). */
  name: string;
};

/** A keyword's or ASIN target's bid, edited only while it is ENABLED and not boosted (spec 001 §4, §5). */
export function TargetBidCell({ editing, kind, row, name }: TargetBidCellProps) {
  const update = useUpdateTarget(editing.campaign, kind, row.id);
  return (
    <BidCell
      bid={row.bid}
      defaultBid={row.defaultBid}
      label={`Edit bid of ${name}`}
      editable={targetRules(row, editing.limited).canEdit}
      pending={update.isPending}
      onSave={(bid, done) => update.mutate({ bid }, { onSuccess: done })}
    />
  );
}
