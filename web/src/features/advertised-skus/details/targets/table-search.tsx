import { Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";

type TableSearchProps = { label: string; value: string; onChange: (value: string) => void };

/** A list's search box; the list asks again once typing pauses (700 ms, by the caller). */
export function TableSearch({ label, value, onChange }: TableSearchProps) {
  return (
    <InputGroup startElement={<Search size={14} />} maxWidth="64">
      <Input
        size="sm"
        type="search"
        placeholder="Search"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}
