import { Button, HStack } from "@chakra-ui/react";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { AppDialog } from "../../../components/ui/app-dialog";
import { FormField } from "../../../components/ui/form-field";
import { FormStack } from "../../../components/ui/form-stack";
import type { SkuFieldEditor } from "./sku-field-editor";

type SkuFieldModalProps = {
  /** The SKU, for the dialog's title. */
  sku: string;
  editor: SkuFieldEditor;
  pending: boolean;
  onSave: (value: number) => void;
  onClose: () => void;
};

type Values = { value: number };

/** One number field and Save (spec 001 §2); the shared rule's message shows under the field. */
export function SkuFieldModal({ sku, editor, pending, onSave, onClose }: SkuFieldModalProps) {
  const schema = useMemo(() => v.object({ value: editor.schema }), [editor.schema]);
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { value: editor.current },
  });
  const error = form.formState.errors.value?.message;

  return (
    <AppDialog open onClose={onClose} title={`${editor.title} · ${sku}`} size="xs">
      <FormStack onSubmit={form.handleSubmit(({ value }) => onSave(value))}>
        <FormField
          label={editor.title}
          unit="$"
          type="number"
          step="0.01"
          min={editor.min}
          inputMode="decimal"
          autoFocus
          error={error}
          {...form.register("value", { valueAsNumber: true })}
        />
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button size="sm" type="submit" colorPalette="blue" loading={pending}>
            Save
          </Button>
        </HStack>
      </FormStack>
    </AppDialog>
  );
}
