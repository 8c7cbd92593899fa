/** What migrating with the form's figures would change of a SKU's stored settings. Pure. */
import type { MarketplaceProductAd } from "@contracts/campaigns/marketplace-campaigns";
import { formatMoney } from "../../../lib/format";
import type { MigrateFigures } from "./migrate-payload";

export type StoredSkuSettings = NonNullable<MarketplaceProductAd["skuSettings"]>;

export type SettingChange = { label: string; from: string; to: string };

const FIELDS: [keyof StoredSkuSettings, string][] = [
  ["maxDailyBudget", "Max budget"],
  ["bidMin", "Min Bid"],
  ["bidMax", "Max Bid"],
];

/** A blank bid is sent as 0 (spec 000 §5), so it reads as $0.00 here too. */
const sent = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : 0);

/** Each setting whose value would change, old → new, in the form's order; none for a SKU not stored yet. */
export function settingsChanges(
  stored: StoredSkuSettings | null,
  figures: MigrateFigures,
  currency: string,
): SettingChange[] {
  if (!stored) return [];
  return FIELDS.flatMap(([field, label]) => {
    const next = sent(figures[field]);
    return Math.round(next * 100) === Math.round(stored[field] * 100)
      ? []
      : [{ label, from: formatMoney(stored[field], currency), to: formatMoney(next, currency) }];
  });
}
