import { and, eq, gte, lt } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import { plusDays } from "../../automation/rules/local-dates";
import { lookBackDates } from "../../automation/rules/schedule";
import { ruleClockAt } from "../../clock/zone-clock";
import type { HourGrid } from "../../contracts/day-parting/hour-grid";
import type { Database } from "../../db/client";
import { skuHourlyFigures } from "../../db/sku-hourly-figures-schema";
import { hourGridCells } from "./hour-grid";

/** Any zone's local day lies within the UTC days either side of it (offsets are −12 to +14 hours). */
const utcBound = (date: string) => `${date}T00:00:00.000Z`;

/**
 * The SKU's figures per weekday and hour over the `days` complete local days before today, with its
 * target ACOS. 1006 when the SKU is not the profile's.
 */
export async function hourGridView(
  db: Database,
  profile: OwnProfile,
  skuId: number,
  days: number,
  now: Date,
): Promise<HourGrid> {
  const sku = await requireSku(db, profile.id, skuId);
  const [from, to] = lookBackDates(ruleClockAt(now, profile.timezone), days);
  const rows = await db
    .select({
      hourStart: skuHourlyFigures.hourStart,
      impressions: skuHourlyFigures.impressions,
      clicks: skuHourlyFigures.clicks,
      spendCents: skuHourlyFigures.costCents,
      salesCents: skuHourlyFigures.salesCents,
      orders: skuHourlyFigures.orders,
      units: skuHourlyFigures.units,
    })
    .from(skuHourlyFigures)
    .where(
      and(
        eq(skuHourlyFigures.profileId, profile.id),
        eq(skuHourlyFigures.sku, sku.sku),
        gte(skuHourlyFigures.hourStart, utcBound(plusDays(from, -1))),
        lt(skuHourlyFigures.hourStart, utcBound(plusDays(to, 2))),
      ),
    );
  const cells = hourGridCells(rows, profile.timezone, from, to);
  return {
    days,
    from,
    to,
    timezone: profile.timezone,
    targetAcos: sku.targetAcos,
    hasFigures: cells.some((cell) => cell.clicks > 0 || cell.spend > 0 || cell.orders > 0),
    cells,
  };
}
