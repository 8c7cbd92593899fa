import { Button, Field, HStack, Input, NativeSelect, Stack, Tag, Text } from "@chakra-ui/react";
import { CHANGE_ACTORS, type ChangeMember } from "@contracts/automation/change-author";
import { RuleFilter } from "../components/rule-filter";
import type { LogFilter, LogFilterKey } from "./use-change-log-filter";
import { WHO_LABELS } from "./who-labels";

type ChangeLogFiltersProps = {
  filter: LogFilter;
  onChange: (key: LogFilterKey, value: string | number | undefined) => void;
  onClear: () => void;
  /** The names of the SKU and campaign filtered on, as the rows show them. */
  skuName: string | null;
  campaignName: string | null;
  /** The members who made the profile's changes. */
  members: ChangeMember[];
};

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field.Root width={{ base: "full", sm: "40" }}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        size="sm"
        type="date"
        bg="bg"
        value={value ?? ""}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

/** Rule, who, member and dates; the SKU and campaign a row's link chose, each removable. */
export function ChangeLogFilters({
  filter,
  onChange,
  onClear,
  skuName,
  campaignName,
  members,
}: ChangeLogFiltersProps) {
  const chips = [
    filter.skuId !== undefined && { key: "skuId" as const, label: `SKU: ${skuName ?? filter.skuId}` },
    filter.campaignId !== undefined && {
      key: "campaignId" as const,
      label: `Campaign: ${campaignName ?? filter.campaignId}`,
    },
  ].filter((chip) => chip !== false);
  const any = Object.entries(filter).some(([key, value]) => key !== "days" && value !== undefined);
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <Stack gap="1.5" width={{ base: "full", sm: "56" }}>
        <Text fontSize="xs" color="fg.muted" aria-hidden>
          Rule
        </Text>
        <RuleFilter value={filter.rule} onChange={(rule) => onChange("rule", rule)} />
      </Stack>
      <Field.Root width={{ base: "full", sm: "44" }}>
        <Field.Label fontSize="xs" color="fg.muted">
          Made by
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Made by"
            bg="bg"
            value={filter.who ?? ""}
            onChange={(event) => onChange("who", event.currentTarget.value)}
          >
            <option value="">Anyone</option>
            {CHANGE_ACTORS.map((actor) => (
              <option key={actor} value={actor}>
                {WHO_LABELS[actor]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width={{ base: "full", sm: "44" }}>
        <Field.Label fontSize="xs" color="fg.muted">
          Member
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Member"
            bg="bg"
            value={filter.memberId ?? ""}
            onChange={(event) => onChange("memberId", event.currentTarget.value)}
          >
            <option value="">Every member</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DateFilter label="From" value={filter.from} onChange={(value) => onChange("from", value)} />
      <DateFilter label="To" value={filter.to} onChange={(value) => onChange("to", value)} />
      {chips.map((chip) => (
        <Tag.Root key={chip.key} size="lg" colorPalette="blue">
          <Tag.Label>{chip.label}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger
              aria-label={`Remove the ${chip.key === "skuId" ? "SKU" : "campaign"} filter`}
              onClick={() => onChange(chip.key, undefined)}
            />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      {any && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </HStack>
  );
}
