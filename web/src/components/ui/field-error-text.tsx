import { Field } from "@chakra-ui/react";
import { useMoneyMessage } from "../../lib/currency";

/**
 * A field's validation message, money in the screen's currency: the spec's 'Min value - $0.02'
 * reads 'Min value - £0.02' on a UK profile (issue 29; US-dollar profiles read the spec's text).
 */
export function FieldErrorText({ children }: { children?: string }) {
  const inCurrency = useMoneyMessage();
  return <Field.ErrorText>{inCurrency(children)}</Field.ErrorText>;
}
