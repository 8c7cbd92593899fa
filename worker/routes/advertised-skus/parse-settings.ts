import * as v from "valibot";
import { marketplaceToday } from "../../clock/zone-clock";
import type { AdvertisedSkuSettings, Seasonality } from "../../contracts/advertised-skus/advertised-sku";
import { skuSettingsEntries } from "../../contracts/advertised-skus/settings/sku-settings.schemas";
import { validationError } from "../../contracts/api-error";

/**
 * The optional settings of a PUT body, validated against the profile's marketplace today (spec 001
 * §5 'Date must be greater than today'; a seasonality date sent back as `stored` is kept even once
 * today has reached it): only those sent, as stored. The first issue → 400/1005.
 */
export async function parseSkuSettings(
  now: () => Promise<Date>,
  timezone: string,
  body: Record<string, unknown>,
  stored: Seasonality | null,
): Promise<Partial<AdvertisedSkuSettings>> {
  const today = marketplaceToday(timezone, await now());
  const result = v.safeParse(v.object(skuSettingsEntries(today, stored)), body);
  if (result.success) return result.output as Partial<AdvertisedSkuSettings>;
  const [issue] = result.issues;
  throw validationError(v.getDotPath(issue) ?? "body", issue.message);
}
