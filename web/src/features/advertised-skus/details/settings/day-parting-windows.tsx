import { Box, Button, Fieldset, Grid, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import type { Seasonality } from "@contracts/advertised-skus/advertised-sku";
import { MAX_DAY_PARTING_WINDOWS } from "@contracts/advertised-skus/settings/time-of-day.schemas";
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { blankWindow, type SeasonalityValues } from "./seasonality-form";
import { SelectField } from "./select-field";
import { hourOptions, weekdayOptions } from "./setting-options";
import { choiceField } from "./settings-form-kit";

type Form = UseFormReturn<SeasonalityValues, unknown, Seasonality>;

/** A message on the list itself (at most so many, at least one): react-hook-form keeps it as `root`. */
function listMessage(form: Form): string | undefined {
  const error = form.formState.errors.turnAdsOffAtTimeOfDay?.windows;
  return error?.root?.message ?? error?.message;
}

/**
 * Turn ads off at time of day's windows (several a week, issue 33): each a weekday, From and To with
 * the spec's messages under its own fields. At least one row shows; Add stops at the limit.
 */
export function DayPartingWindows({ form, off }: { form: Form; off: boolean }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "turnAdsOffAtTimeOfDay.windows",
  });
  const atLimit = fields.length >= MAX_DAY_PARTING_WINDOWS;
  const name = (index: number, field: "day" | "from" | "to") =>
    `turnAdsOffAtTimeOfDay.windows.${index}.${field}` as const;
  return (
    <Stack gap="3" gridColumn="1 / -1">
      {fields.map((window, index) => (
        <Fieldset.Root key={window.id} gap="2" aria-label={`Window ${index + 1}`}>
          <HStack justify="space-between" minH="8">
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              Window {index + 1}
            </Fieldset.Legend>
            {fields.length > 1 && (
              <IconButton
                aria-label={`Remove window ${index + 1}`}
                variant="ghost"
                size="sm"
                disabled={off}
                onClick={() => remove(index)}
              >
                <Trash2 />
              </IconButton>
            )}
          </HStack>
          <Grid templateColumns={{ base: "1fr 1fr", sm: "2fr 1fr 1fr" }} gap="3" alignItems="start">
            <Box gridColumn={{ base: "1 / -1", sm: "auto" }}>
              <SelectField
                label="Day"
                options={weekdayOptions}
                {...choiceField(form, name(index, "day"), off)}
              />
            </Box>
            <SelectField
              label="From"
              options={hourOptions}
              {...choiceField(form, name(index, "from"), off)}
            />
            <SelectField label="To" options={hourOptions} {...choiceField(form, name(index, "to"), off)} />
          </Grid>
        </Fieldset.Root>
      ))}
      {listMessage(form) && (
        <Text fontSize="sm" color="fg.error">
          {listMessage(form)}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" size="sm" disabled={off || atLimit} onClick={() => append(blankWindow())}>
          <Plus /> Add window
        </Button>
        <Text fontSize="xs" color="fg.muted">
          Up to {MAX_DAY_PARTING_WINDOWS} windows; windows of one day may not overlap.
        </Text>
      </HStack>
    </Stack>
  );
}
