import { Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { useCurrencySymbol } from "../../lib/currency";

/**
 * The unit a number field is in: money ("$", the settings' own word for an amount) leads the value
 * in the screen's currency's sign ('$', '£', '€', 'CA$'; issue 29), percents follow it.
 */
export type Unit = "$" | "%";

export type UnitInputProps = InputProps & { unit?: Unit | null };

/**
 * An input that shows its unit inside the box ('$ 12.00', '£ 12.00', '25 %'), so labels stay the spec's own words
 * ('Max budget', 'Target ACOS') and a field whose unit follows a choice ($ or %) says which it is now.
 */
export const UnitInput = forwardRef<HTMLInputElement, UnitInputProps>(function UnitInput(
  { unit, ...input },
  ref,
) {
  const symbol = useCurrencySymbol();
  if (!unit) return <Input ref={ref} {...input} />;
  const element = unit === "$" ? { startElement: symbol } : { endElement: "%" };
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
