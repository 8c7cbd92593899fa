import { Button } from "@chakra-ui/react";
import type { BulkBidApplyRow, BulkBidPreviewRow } from "@contracts/sku-targets/bulk-bids";
import { type BulkBidChange, MAX_BULK_BIDS } from "@contracts/sku-targets/bulk-bids.schemas";
import { useState } from "react";
import { useMoney } from "../../lib/currency";
import { BulkEditDialog } from "../bulk-edit/bulk-edit-dialog";
import { undoBatch } from "../bulk-edit/undo-batch";
import type { RowNoun } from "../data-table/selection-text";
import { BID_CHOICES, type BidChoice, bidChangeOf } from "./bulk-bid-form";
import { applyBulkBids, previewBulkBids, useRefetchAfterBids } from "./bulk-bids-api";

type EditBidsButtonProps = {
  profileId: number;
  keywordIds: string[];
  targetIds: string[];
  /** What the ticked rows are: ['keyword', 'keywords']. */
  noun: RowNoun;
  adLimitReached: boolean;
};

export const TOO_MANY_BIDS_TEXT = `Edit up to ${MAX_BULK_BIDS} ticked keywords and targets at once`;

/** "Edit bids" in a selection bar, and its bulk edit: set, raise or lower the ticked rows' bids. */
export function EditBidsButton({
  profileId,
  keywordIds,
  targetIds,
  noun,
  adLimitReached,
}: EditBidsButtonProps) {
  const [open, setOpen] = useState(false);
  const money = useMoney();
  const refetch = useRefetchAfterBids(profileId);
  const count = keywordIds.length + targetIds.length;
  const tooMany = count > MAX_BULK_BIDS;
  return (
    <>
      <Button
        size="xs"
        colorPalette="blue"
        disabled={tooMany || adLimitReached || count === 0}
        title={tooMany ? TOO_MANY_BIDS_TEXT : undefined}
        onClick={() => setOpen(true)}
      >
        Edit bids
      </Button>
      {open && (
        <BulkEditDialog<BulkBidChange, BulkBidPreviewRow, BulkBidApplyRow>
          open={open}
          onClose={() => setOpen(false)}
          count={count}
          noun={noun}
          choices={BID_CHOICES}
          initialChoice="LOWER_PERCENT"
          needsAmount={() => true}
          changeOf={(choice, amount) => bidChangeOf(choice as BidChoice, amount)}
          preview={(change) => previewBulkBids(profileId, { keywordIds, targetIds, change })}
          apply={(change) => applyBulkBids(profileId, { keywordIds, targetIds, change })}
          undo={(batchId) => undoBatch(profileId, batchId)}
          onChanged={refetch}
          text={(row) => ({
            key: row.id,
            name: row.name,
            before: money(row.before),
            after: money(row.after),
          })}
          undoneKey={(row) => row.entityId ?? ""}
        />
      )}
    </>
  );
}
