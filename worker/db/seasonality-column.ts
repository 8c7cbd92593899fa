/**
 * The advertised SKU's seasonality as JSON text, read into today's shape: day parting saved as one
 * window (before issue 33) reads as a list of one, so every reader (API, rules, assistant, export)
 * sees windows without a data migration (docs/automation/schedule.md says why).
 */
import { customType } from "drizzle-orm/sqlite-core";
import type { Seasonality } from "../contracts/advertised-skus/advertised-sku";
import { readSeasonality } from "../contracts/advertised-skus/settings/time-of-day-shape";

export const seasonalityColumn = customType<{ data: Seasonality; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => readSeasonality(JSON.parse(value) as Seasonality) as Seasonality,
});
