import { Field, Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";

/** The dialog's search by campaign name; the caller debounces what it sends. */
export function NameSearch({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  return (
    <Field.Root flex="1">
      <Field.Label>Campaign name</Field.Label>
      <InputGroup startElement={<Search size={16} />}>
        <Input
          size="sm"
          type="search"
          placeholder="Search by name"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}
