import { Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { forwardRef } from "react";

/** The unit a number field is in: dollars lead the value, percents follow it. */
export type Unit = "$" | "%";

export type UnitInputProps = InputProps & { unit?: Unit | null };

/**
 * An input that shows its unit inside the box ('$ 12.00', '25 %'), so labels stay the spec's own words
 * ('Max budget', 'Target ACOS') and a field whose unit follows a choice ($ or %) says which it is now.
 */
export const UnitInput = forwardRef<HTMLInputElement, UnitInputProps>(function UnitInput(
  { unit, ...input },
  ref,
) {
  if (!unit) return <Input ref={ref} {...input} />;
  const element = unit === "$" ? { startElement: "$" } : { endElement: "%" };
  return (
    <InputGroup
      {...element}
      startElementProps={{ color: "fg.muted" }}
      endElementProps={{ color: "fg.muted" }}
    >
      <Input ref={ref} {...input} />
    </InputGroup>
  );
});
