/** Body of PUT /api/advertised-sku/{profileId}/{skuId} (spec 001 §7): any of its settings, at least one. */
import * as v from "valibot";
import { coreSkuUpdateEntries } from "./advertised-sku.schemas";
import { skuSettingsPlaceholders } from "./settings/sku-settings.schemas";

const entries = { ...coreSkuUpdateEntries, ...skuSettingsPlaceholders };

const isKnown = (key: string): key is keyof typeof entries => Object.hasOwn(entries, key);

export const skuUpdateSchema = v.pipe(
  v.looseObject(entries, "Must be an object"),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [key, value] of Object.entries(dataset.value)) {
      if (isKnown(key)) continue;
      addIssue({
        message: "Not a setting of an advertised SKU",
        path: [{ type: "object", origin: "value", input: dataset.value, key, value }],
      });
    }
  }),
  v.check((update) => Object.keys(update).length > 0, "Send at least one setting"),
);

const knownOnly = v.object(entries);
export type SkuUpdate = v.InferOutput<typeof knownOnly>;
