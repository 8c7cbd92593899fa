import { Text } from "@chakra-ui/react";
import { BID_MIN, bidField } from "@contracts/sku-targets/targets.schemas";
import { useMoney } from "../../lib/currency";
import { AmountPopover } from "./amount-popover";

type BidCellProps = {
  bid: number | null;
  /** The ad group's default bid, shown (and edited from) while the row has no bid of its own. */
  defaultBid: number | null;
  /** Names the edit button ('Edit bid of B0…'). */
  label: string;
  editable: boolean;
  pending: boolean;
  /** Called only with a changed bid; `done` closes the popover. */
  onSave: (bid: number, done: () => void) => void;
};

/** The bid a row runs at: its own, or its ad group's default marked as such. */
function BidText({ bid, defaultBid }: Pick<BidCellProps, "bid" | "defaultBid">) {
  const money = useMoney();
  if (bid !== null || defaultBid === null) return money(bid);
  return (
    <>
      {money(defaultBid)}{" "}
      <Text as="span" textStyle="xs" color="fg.muted">
        default
      </Text>
    </>
  );
}

/** An ASIN target's or keyword's bid (spec 001 §5: required, step 0.01, min 0.02), edited in a popover. */
export function BidCell({ bid, defaultBid, label, editable, pending, onSave }: BidCellProps) {
  return (
    <AmountPopover
      value={bid ?? defaultBid}
      display={<BidText bid={bid} defaultBid={defaultBid} />}
      editLabel={label}
      fieldLabel="Bid"
      unit="$"
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
