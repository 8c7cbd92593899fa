import { Field, Flex, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import type { StateFilter, TargetingFilter } from "@contracts/campaign-filters";
import { Search } from "lucide-react";
import { DateRangePicker } from "../../../components/date-range-picker/date-range-picker";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";

export type FilterValues = { search: string; targeting: TargetingFilter; state: StateFilter };

type CampaignFiltersProps = {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  range: DateRange | undefined;
  onRangeChange: (range: DateRange) => void;
  today: string | undefined;
};

const TARGETING_OPTIONS: [TargetingFilter, string][] = [
  ["ALL", "All"],
  ["AUTO", "Auto"],
  ["MANUAL", "Manual"],
];
const STATE_OPTIONS: [StateFilter, string][] = [
  ["ALL", "All"],
  ["PAUSED", "Paused"],
  ["ENABLED", "Enabled"],
];

function FilterSelect<T extends string>(props: {
  label: string;
  value: T;
  options: [T, string][];
  onChange: (value: T) => void;
}) {
  return (
    <Field.Root width="36">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          bg="bg"
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value as T)}
        >
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Search campaigns, date range, Targeting and State (spec 000 §2.6); the caller debounces the search. */
export function CampaignFilters({ values, onChange, range, onRangeChange, today }: CampaignFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Field.Root flex="1" minWidth="56" maxWidth="sm">
        <Field.Label>Search campaigns</Field.Label>
        <InputGroup startElement={<Search size={16} />}>
          <Input
            size="sm"
            bg="bg"
            type="search"
            placeholder="Campaign name"
            value={values.search}
            onChange={(event) => onChange({ ...values, search: event.currentTarget.value })}
          />
        </InputGroup>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>Date range</Field.Label>
        <DateRangePicker value={range} onChange={onRangeChange} today={today} />
      </Field.Root>
      <FilterSelect
        label="Targeting"
        value={values.targeting}
        options={TARGETING_OPTIONS}
        onChange={(targeting) => onChange({ ...values, targeting })}
      />
      <FilterSelect
        label="State"
        value={values.state}
        options={STATE_OPTIONS}
        onChange={(state) => onChange({ ...values, state })}
      />
    </Flex>
  );
}
