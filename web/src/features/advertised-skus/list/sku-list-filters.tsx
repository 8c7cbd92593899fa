import { Field, Flex, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { SKU_STATUS_OPTIONS, type SkuStatusFilter } from "./status-filter";

type SkuListFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  status: SkuStatusFilter;
  onStatusChange: (status: SkuStatusFilter) => void;
};

/** Search by SKU and the status filter (spec 001 §2); the caller debounces the search. */
export function SkuListFilters({ search, onSearchChange, status, onStatusChange }: SkuListFiltersProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Field.Root flex="1" minWidth="56" maxWidth="sm">
        <Field.Label>Search by SKU</Field.Label>
        <InputGroup startElement={<Search size={16} />}>
          <Input
            size="sm"
            bg="bg"
            type="search"
            placeholder="SKU"
            value={search}
            onChange={(event) => onSearchChange(event.currentTarget.value)}
          />
        </InputGroup>
      </Field.Root>
      <Field.Root width="44">
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            bg="bg"
            value={status}
            onChange={(event) => onStatusChange(event.currentTarget.value as SkuStatusFilter)}
          >
            {SKU_STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
