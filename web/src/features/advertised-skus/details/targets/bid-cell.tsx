import { Button, Field, HStack, IconButton, Input, Popover, Portal, Text } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormStack } from "../../../../components/ui/form-stack";
import { formatMoney } from "../../../../lib/format";
import {
  type BidFormInput,
  type BidFormOutput,
  bidChanged,
  bidFormSchema,
  TARGET_BID_MIN,
} from "./target-form-schemas";

type BidCellProps = {
  bid: number | null;
  /** Names the edit button ('Edit bid of B0…'). */
  label: string;
  editable: boolean;
  pending: boolean;
  /** Called only with a changed bid; `done` closes the popover. */
  onSave: (bid: number, done: () => void) => void;
};

function BidForm({
  bid,
  pending,
  onSave,
  onDone,
}: Omit<BidCellProps, "label" | "editable"> & { onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<BidFormInput, unknown, BidFormOutput>({
    resolver: valibotResolver(bidFormSchema),
    defaultValues: { bid: bid === null ? "" : bid.toFixed(2) },
  });
  const error = formState.errors.bid?.message;
  const submit = handleSubmit((values) =>
    bidChanged(values.bid, bid) ? onSave(values.bid, onDone) : onDone(),
  );
  return (
    <FormStack gap="3" onSubmit={submit} aria-label="Edit bid">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Bid ($)</Field.Label>
        <Input
          size="sm"
          type="number"
          step="0.01"
          min={TARGET_BID_MIN}
          inputMode="decimal"
          autoFocus
          {...register("bid")}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <HStack justify="flex-end" gap="2">
        <Button size="xs" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button size="xs" type="submit" colorPalette="blue" loading={pending}>
          Save
        </Button>
      </HStack>
    </FormStack>
  );
}

/** The bid, with a pencil opening its edit form while the row may be edited. */
export function BidCell({ bid, label, editable, pending, onSave }: BidCellProps) {
  const [open, setOpen] = useState(false);
  const amount = (
    <Text as="span" fontVariantNumeric="tabular-nums">
      {formatMoney(bid)}
    </Text>
  );
  if (!editable) return amount;
  return (
    <HStack gap="1" justify="flex-end">
      {amount}
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        lazyMount
        unmountOnExit
        positioning={{ placement: "bottom-end" }}
      >
        <Popover.Trigger asChild>
          <IconButton size="2xs" variant="ghost" aria-label={label}>
            <Pencil />
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="60">
              <Popover.Body p="4">
                <BidForm bid={bid} pending={pending} onSave={onSave} onDone={() => setOpen(false)} />
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </HStack>
  );
}
