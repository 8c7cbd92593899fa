/** Paths of /api/competitors (spec 001 §7 "Competitors"). Pure valibot, shared with the web. */
import * as v from "valibot";
import { skuParamSchema } from "./advertised-sku.schemas";
import { REQUIRED } from "./sku-fields.schemas";

export const competitorParamSchema = v.object({
  ...skuParamSchema.entries,
  competitorId: v.pipe(
    v.string(REQUIRED),
    v.regex(/^\d{1,12}$/, "Must be a whole number"),
    v.transform(Number),
  ),
});
