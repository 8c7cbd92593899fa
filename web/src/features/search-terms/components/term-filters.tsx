import { Button, Checkbox, Field, HStack, Input, NativeSelect, Tag } from "@chakra-ui/react";
import type { MarkFilter } from "@contracts/search-terms/profile-search-terms.schemas";
import { DateRangePicker } from "../../../components/date-range-picker/date-range-picker";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import type { TermFilters } from "../api/use-term-filters";
import { WASTED_SPEND_FILTERS } from "../lib/term-list-texts";

type Props = {
  filters: TermFilters;
  onChange: (filters: TermFilters) => void;
  range: DateRange | undefined;
  onRangeChange: (range: DateRange) => void;
  today: string | undefined;
  /** The names of the campaign and SKU filtered on, as the rows show them. */
  campaignName: string | null;
  skuName: string | null;
};

const MARK_OPTIONS: Record<"negated" | "harvested", [MarkFilter | "", string][]> = {
  negated: [
    ["", "Any"],
    ["yes", "Negated"],
    ["no", "Not negated"],
  ],
  harvested: [
    ["", "Any"],
    ["yes", "Keyword"],
    ["no", "Not a keyword"],
  ],
};

function MarkSelect({
  label,
  mark,
  filters,
  onChange,
}: Pick<Props, "filters" | "onChange"> & {
  label: string;
  mark: "negated" | "harvested";
}) {
  return (
    <Field.Root width={{ base: "calc(50% - 0.375rem)", sm: "36" }}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          bg="bg"
          value={filters[mark] ?? ""}
          onChange={(event) =>
            onChange({
              ...filters,
              [mark]: (event.currentTarget.value || undefined) as MarkFilter | undefined,
            })
          }
        >
          {MARK_OPTIONS[mark].map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function MinimumInput({
  label,
  field,
  filters,
  onChange,
}: Pick<Props, "filters" | "onChange"> & {
  label: string;
  field: "minClicks" | "minSpend";
}) {
  return (
    <Field.Root width={{ base: "calc(50% - 0.375rem)", sm: "28" }}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        size="sm"
        bg="bg"
        inputMode={field === "minClicks" ? "numeric" : "decimal"}
        value={filters[field] ?? ""}
        onChange={(event) => onChange({ ...filters, [field]: event.currentTarget.value.trim() || undefined })}
      />
    </Field.Root>
  );
}

/** Dates, the minimums, no sales, negated and harvested, the wasted spend preset; the campaign or SKU a row's link chose, removable. */
export function TermFiltersBar({
  filters,
  onChange,
  range,
  onRangeChange,
  today,
  campaignName,
  skuName,
}: Props) {
  const chips = [
    filters.campaignId !== undefined && {
      key: "campaignId" as const,
      label: `Campaign: ${campaignName ?? filters.campaignId}`,
    },
    filters.skuId !== undefined && { key: "skuId" as const, label: `SKU: ${skuName ?? filters.skuId}` },
  ].filter((chip) => chip !== false);
  const any = Object.values(filters).some((value) => value !== undefined);
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <Field.Root width="auto">
        <Field.Label fontSize="xs" color="fg.muted">
          Date range
        </Field.Label>
        <DateRangePicker value={range} onChange={onRangeChange} today={today} />
      </Field.Root>
      <MinimumInput label="Min clicks" field="minClicks" filters={filters} onChange={onChange} />
      <MinimumInput label="Min spend" field="minSpend" filters={filters} onChange={onChange} />
      <MarkSelect label="Negated" mark="negated" filters={filters} onChange={onChange} />
      <MarkSelect label="Keyword" mark="harvested" filters={filters} onChange={onChange} />
      <Checkbox.Root
        size="sm"
        paddingBlock="2"
        checked={filters.noSales === "true"}
        onCheckedChange={(details) =>
          onChange({ ...filters, noSales: details.checked === true ? "true" : undefined })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>No sales</Checkbox.Label>
      </Checkbox.Root>
      <Button
        size="sm"
        variant="outline"
        bg="bg"
        onClick={() => onChange({ ...filters, ...WASTED_SPEND_FILTERS })}
      >
        Wasted spend
      </Button>
      {chips.map((chip) => (
        <Tag.Root key={chip.key} size="lg" colorPalette="blue">
          <Tag.Label>{chip.label}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger
              aria-label={`Remove the ${chip.key === "skuId" ? "SKU" : "campaign"} filter`}
              onClick={() => onChange({ ...filters, [chip.key]: undefined })}
            />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      {any && (
        <Button size="sm" variant="ghost" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </HStack>
  );
}
