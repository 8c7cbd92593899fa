import { Field, Flex, NativeSelect, Stack, Switch, Text } from "@chakra-ui/react";
import {
  ALERT_DELIVERIES,
  ALERT_LABELS,
  type AlertKind,
  DELIVERY_LABELS,
} from "@contracts/alerts/alert-rules";
import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { AlertRulesForm } from "./alert-rules-form-schema";

type AlertRuleRowProps = {
  kind: AlertKind;
  description: string;
  /** The rule's own parameters, shown while it is on. */
  children?: ReactNode;
};

/** One alert rule: on/off, what it watches, its parameters and how it is delivered. */
export function AlertRuleRow({ kind, description, children }: AlertRuleRowProps) {
  const { control, register, watch } = useFormContext<AlertRulesForm>();
  const enabled = watch(`${kind}.enabled`);
  const label = ALERT_LABELS[kind];
  return (
    <Stack
      as="fieldset"
      gap="3"
      p="4"
      borderWidth="1px"
      rounded="md"
      aria-label={label}
      bg={enabled ? undefined : "bg.muted"}
    >
      <Flex gap="3" align="flex-start" justify="space-between">
        <Stack gap="0.5" minWidth="0">
          <Text as="legend" fontWeight="semibold">
            {label}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        <Controller
          control={control}
          name={`${kind}.enabled`}
          render={({ field }) => (
            <Switch.Root
              colorPalette="blue"
              checked={field.value}
              onCheckedChange={({ checked }) => field.onChange(checked)}
            >
              <Switch.HiddenInput aria-label={`${label}: on`} onBlur={field.onBlur} />
              <Switch.Control />
            </Switch.Root>
          )}
        />
      </Flex>
      {enabled && (
        <Flex
          gap="4"
          wrap="wrap"
          align="flex-start"
          css={{ "& > *": { width: { base: "full", sm: "auto" }, minWidth: { sm: "44" } } }}
        >
          {children}
          <Field.Root maxWidth={{ sm: "56" }}>
            <Field.Label>Delivery</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field aria-label={`${label}: delivery`} {...register(`${kind}.delivery`)}>
                {ALERT_DELIVERIES.map((delivery) => (
                  <option key={delivery} value={delivery}>
                    {DELIVERY_LABELS[delivery]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
      )}
    </Stack>
  );
}
