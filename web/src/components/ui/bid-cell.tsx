import { BID_MIN, bidField } from "../../../../worker/routes/targets/targets.schemas";
import { formatMoney } from "../../lib/format";
import { AmountPopover } from "./amount-popover";

type BidCellProps = {
  bid: number | null;
  /** Names the edit button ('Edit bid of B0…'). */
  label: string;
  editable: boolean;
  pending: boolean;
  /** Called only with a changed bid; `done` closes the popover. */
  onSave: (bid: number, done: () => void) => void;
};

/** An ASIN target's or keyword's bid (spec 001 §5: required, step 0.01, min 0.02), edited in a popover. */
export function BidCell({ bid, label, editable, pending, onSave }: BidCellProps) {
  return (
    <AmountPopover
      value={bid}
      display={formatMoney(bid)}
      editLabel={label}
      fieldLabel="Bid ($)"
      formLabel="Edit bid"
      field={bidField}
      decimals={2}
      min={BID_MIN}
      editable={editable}
      pending={pending}
      onSave={onSave}
    />
  );
}
