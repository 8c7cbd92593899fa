import { Box, Button, Field, HStack, IconButton, Popover, Portal, Text } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { Pencil } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { type NumberField, numberInput } from "../forms/number-text";
import { FieldErrorText } from "./field-error-text";
import { FormStack } from "./form-stack";
import { type Unit, UnitInput } from "./unit-input";

type FormInput = { amount: string };
type FormOutput = { amount: number };

export type AmountPopoverProps = {
  value: number | null;
  /** What the cell shows: '$1.25', '35%'. */
  display: ReactNode;
  /** Names the pencil button ('Edit bid of B0…'). */
  editLabel: string;
  /** The number field's label ('Bid') and its unit, shown in the box. */
  fieldLabel: string;
  unit: Unit;
  /** The form's accessible name. */
  formLabel?: string;
  field: NumberField;
  /** Decimals of the field's starting text and of the input's step: 2 for money, 0 for whole percents. */
  decimals: 0 | 2;
  min: number;
  max?: number;
  editable: boolean;
  pending: boolean;
  /** Called only with a changed value (spec 001 §5 "sent only when changed"); `done` closes the popover. */
  onSave: (value: number, done: () => void) => void;
  justify?: "flex-start" | "flex-end";
};

const same = (next: number, current: number | null) =>
  current !== null && Math.round(next * 100) === Math.round(current * 100);

function AmountForm({
  value,
  fieldLabel,
  unit,
  formLabel,
  field,
  decimals,
  min,
  max,
  pending,
  onSave,
  onDone,
}: Omit<AmountPopoverProps, "display" | "editLabel" | "editable" | "justify"> & { onDone: () => void }) {
  const schema = useMemo(() => v.object({ amount: numberInput(field) }), [field]);
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: valibotResolver(schema),
    defaultValues: { amount: value === null ? "" : value.toFixed(decimals) },
  });
  const error = formState.errors.amount?.message;
  const submit = handleSubmit(({ amount }) => (same(amount, value) ? onDone() : onSave(amount, onDone)));
  return (
    <FormStack gap="3" onSubmit={submit} aria-label={formLabel}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{fieldLabel}</Field.Label>
        <UnitInput
          unit={unit}
          size="sm"
          type="number"
          step={decimals === 2 ? "0.01" : "1"}
          min={min}
          max={max}
          inputMode={decimals === 2 ? "decimal" : "numeric"}
          autoFocus
          {...register("amount")}
        />
        <FieldErrorText>{error}</FieldErrorText>
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

/** A figure with a pencil opening a one-field form (Cancel / Save) while it may be edited. */
export function AmountPopover({
  display,
  editLabel,
  editable,
  justify = "flex-end",
  ...form
}: AmountPopoverProps) {
  const [open, setOpen] = useState(false);
  const amount = (
    <Text as="span" fontVariantNumeric="tabular-nums">
      {display}
    </Text>
  );
  // A read-only figure keeps the pencil's room, so a column's amounts line up whether or not they edit.
  if (!editable) {
    return (
      <HStack gap="1" justify={justify}>
        {amount}
        <Box as="span" width="6" flexShrink={0} aria-hidden />
      </HStack>
    );
  }
  return (
    <HStack gap="1" justify={justify}>
      {amount}
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        lazyMount
        unmountOnExit
        positioning={{ placement: justify === "flex-end" ? "bottom-end" : "bottom-start" }}
      >
        <Popover.Trigger asChild>
          <IconButton size="2xs" variant="ghost" aria-label={editLabel}>
            <Pencil />
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="60">
              <Popover.Body p="4">
                <AmountForm {...form} onDone={() => setOpen(false)} />
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </HStack>
  );
}
