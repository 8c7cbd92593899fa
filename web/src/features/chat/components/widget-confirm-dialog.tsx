import { Badge, Button, Field, Input, Stack, Text, Wrap } from "@chakra-ui/react";
import { WIDGET_MIN_NUMBER, type WidgetInput } from "@contracts/chat/widget-catalogue";
import type { ChatWidget } from "@contracts/realtime/chat-message-events";
import { useId, useState } from "react";
import { AppDialog } from "../../../components/ui/app-dialog";
import { widgetLabel } from "../lib/message-text";
import { confirmationText } from "../lib/widget-confirmation";
import { suggestedText, type WidgetInputValue, widgetInputValue } from "../lib/widget-input-value";

type WidgetConfirmDialogProps = {
  widget: ChatWidget;
  /** What the seller enters first (document 001 §5); null: the widget needs nothing entered. */
  input: WidgetInput | null;
  onCancel: () => void;
  /** The value entered (null for a widget with no input): only now is the action sent. */
  onConfirm: (value: WidgetInputValue | null) => void;
};

/**
 * Every widget asks before it acts (issue 32, M2): the dialog states the exact effect, the chat's own
 * sentence with the entity's stored name and the values, as plain text, and sends nothing until
 * Confirm. A widget that needs a value asks it here too (document 001 §5): the prompt labels the
 * field, Confirm stays inactive while it is empty, a number has step 0.01 and min 0.02, entries of an
 * array are listed under 'Entered values:'.
 */
export function WidgetConfirmDialog({ widget, input, onCancel, onConfirm }: WidgetConfirmDialogProps) {
  const formId = useId();
  const [text, setText] = useState(() => (input ? suggestedText(input, widget.body) : ""));
  const value = input ? widgetInputValue(input.type, text) : null;
  const entries = Array.isArray(value) ? value : [];
  const effect = confirmationText(widget, input ? { field: input.field, value } : null);
  return (
    <AppDialog
      open
      onClose={onCancel}
      title={widgetLabel(widget)}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} colorPalette="blue" disabled={input !== null && value === null}>
            Confirm
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        id={formId}
        gap="4"
        onSubmit={(event) => {
          event.preventDefault();
          if (input === null) onConfirm(null);
          else if (value !== null) onConfirm(value);
        }}
      >
        <Text data-testid="widget-effect" textStyle="sm" color="fg" overflowWrap="anywhere">
          {effect}
        </Text>
        {input && (
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
        )}
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
