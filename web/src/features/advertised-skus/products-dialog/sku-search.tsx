import { Field, Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";

/** The dialog's search by SKU, forced to upper case as typed (spec 001 §2); the caller debounces it. */
export function SkuSearch({ value, onChange }: { value: string; onChange: (sku: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>Search by SKU</Field.Label>
      <InputGroup startElement={<Search size={16} />}>
        <Input
          size="sm"
          type="search"
          placeholder="SKU"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        />
      </InputGroup>
    </Field.Root>
  );
}
