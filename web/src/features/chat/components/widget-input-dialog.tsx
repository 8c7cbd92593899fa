import { Badge, Button, Field, Input, Stack, Text, Wrap } from "@chakra-ui/react";
import { WIDGET_MIN_NUMBER, type WidgetInput } from "@contracts/chat/widget-catalogue";
import { useId, useState } from "react";
import { AppDialog } from "../../../components/ui/app-dialog";
import { suggestedText, type WidgetInputValue, widgetInputValue } from "../lib/widget-input-value";

type WidgetInputDialogProps = {
  title: string;
  input: WidgetInput;
  /** The widget's body: a value the assistant suggested starts the field. */
  body: Record<string, unknown>;
  onCancel: () => void;
  onConfirm: (value: WidgetInputValue) => void;
};

/**
 * Document 001 §5: the value a widget's action needs. The prompt labels the field; Confirm stays
 * inactive while it is empty; a number has step 0.01 and min 0.02; entries of an array are listed
 * under 'Entered values:'.
 */
export function WidgetInputDialog({ title, input, body, onCancel, onConfirm }: WidgetInputDialogProps) {
  const formId = useId();
  const [text, setText] = useState(() => suggestedText(input, body));
  const value = widgetInputValue(input.type, text);
  const entries = Array.isArray(value) ? value : [];
  return (
    <AppDialog
      open
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} colorPalette="blue" disabled={value === null}>
            Confirm
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        id={formId}
        gap="3"
        onSubmit={(event) => {
          event.preventDefault();
          if (value !== null) onConfirm(value);
        }}
      >
        <Field.Root>
          <Field.Label>{input.prompt}</Field.Label>
          <Input
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            {...(input.type === "number"
              ? { type: "number", step: "0.01", min: WIDGET_MIN_NUMBER, inputMode: "decimal" as const }
              : { type: "text" })}
          />
        </Field.Root>
        {entries.length > 0 && (
          <Stack gap="1.5">
            <Text textStyle="sm" fontWeight="medium">
              Entered values:
            </Text>
            <Wrap gap="1.5" as="ul" aria-label="Entered values">
              {entries.map((entry, index) => (
                <Badge as="li" key={`${index}-${entry}`} size="md" variant="subtle" colorPalette="blue">
                  {entry}
                </Badge>
              ))}
            </Wrap>
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
