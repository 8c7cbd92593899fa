import { Field, SegmentGroup } from "@chakra-ui/react";

type ChoiceProps<Value extends string> = {
  label: string;
  value: Value;
  items: { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** A labelled segmented choice of a few options. */
export function Choice<Value extends string>({ label, value, items, onChange }: ChoiceProps<Value>) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <SegmentGroup.Root
        size="sm"
        value={value}
        aria-label={label}
        onValueChange={(details) => {
          const chosen = items.find((item) => item.value === details.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={items} />
      </SegmentGroup.Root>
    </Field.Root>
  );
}
