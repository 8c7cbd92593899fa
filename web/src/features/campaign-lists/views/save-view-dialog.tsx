import { Button, Field, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import {
  type SavedViewList,
  VIEW_NAME_MAX,
  type ViewState,
  viewNameSchema,
} from "@contracts/saved-views/saved-views.schemas";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { AppDialog } from "../../../components/ui/app-dialog";
import { FieldErrorText } from "../../../components/ui/field-error-text";
import { FormStack } from "../../../components/ui/form-stack";
import { useDeleteView, useSavedViews, useSaveView } from "./saved-views-api";

type SaveViewDialogProps = {
  list: SavedViewList;
  open: boolean;
  onClose: () => void;
  /** What the list shows now: its filters, sort and columns. */
  current: ViewState;
};

/** 'Save view': names the list's current view (a saved name is replaced); the saved views, each deletable. */
export function SaveViewDialog({ list, open, onClose, current }: SaveViewDialogProps) {
  const form = useForm<v.InferOutput<typeof viewNameSchema>>({
    resolver: valibotResolver(viewNameSchema),
    defaultValues: { name: "" },
  });
  const views = useSavedViews(list);
  const save = useSaveView(list);
  const remove = useDeleteView(list);
  const error = form.formState.errors.name?.message;
  const close = () => {
    form.reset({ name: "" });
    onClose();
  };

  return (
    <AppDialog open={open} onClose={close} title="Save view" size="sm">
      <Stack gap="5">
        <FormStack
          aria-label="Save view"
          onSubmit={form.handleSubmit(({ name }) =>
            save.mutate({ name, view: current }, { onSuccess: close }),
          )}
        >
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>View name</Field.Label>
            <Input {...form.register("name")} maxLength={VIEW_NAME_MAX + 1} placeholder="e.g. Worst ACOS" />
            <Field.HelperText>
              Keeps the filters, sort, columns and density; a name you used is replaced.
            </Field.HelperText>
            <FieldErrorText>{error}</FieldErrorText>
          </Field.Root>
          <HStack justify="flex-end">
            <Button type="submit" size="sm" colorPalette="blue" loading={save.isPending}>
              Save
            </Button>
          </HStack>
        </FormStack>
        {(views.data?.length ?? 0) > 0 && (
          <Stack gap="1" aria-label="Saved views" role="list">
            <Text fontSize="sm" fontWeight="semibold">
              Saved views
            </Text>
            {views.data?.map((view) => (
              <HStack key={view.id} role="listitem" justify="space-between" fontSize="sm">
                <Text truncate>{view.name}</Text>
                <IconButton
                  aria-label={`Delete view ${view.name}`}
                  size="xs"
                  variant="ghost"
                  loading={remove.isPending && remove.variables === view.id}
                  onClick={() => remove.mutate(view.id)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
