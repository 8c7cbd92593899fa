/**
 * The forms of spec 001 §5 for ASIN targets: the API's own field rules (worker/routes/targets). The bid
 * is edited in the shared AmountPopover with the API's bidField.
 */
import { asinLookupQuerySchema } from "@contracts/sku-targets/targets.schemas";

/** The ASIN lookup: required, exactly 10 characters, upper-cased. */
export const asinSearchFormSchema = asinLookupQuerySchema;
