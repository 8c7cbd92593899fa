import { sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import type { Database } from "../../db/client";
import { SUM_FIGURES } from "../../db/figures-sql";
import type { DayRange, TotalsRow } from "../assistant";
import { figureValues, type SummedFigures } from "./figure-values";

type Row = SummedFigures & { currency: string };

/**
 * The profiles' figures over the range from profile_daily_totals (a row a profile and day). Refuses
 * to add money of two currencies: the caller asks per profile then.
 */
export async function totals(
  db: Database,
  organisationId: string,
  query: { range: DayRange; profileId?: number },
): Promise<TotalsRow> {
  const rows = await db.all<Row>(sql`
    select p.currency_code as currency, ${SUM_FIGURES}
    from amazon_profiles p
    left join profile_daily_totals dm on dm.profile_id = p.id
      and dm.date between ${query.range.from} and ${query.range.to}
    where p.id in (${sellerProfileIds(organisationId, query.profileId)})
    group by p.currency_code
    order by p.currency_code`);
  if (rows.length > 1)
    throw new Error(
      `The profiles are in ${rows.map((row) => row.currency).join(", ")}: ask the totals per profile (profileId).`,
    );
  const row = rows[0] ?? {
    currency: "USD",
    impressions: 0,
    clicks: 0,
    spendCents: 0,
    salesCents: 0,
    orders: 0,
  };
  return { currency: row.currency, ...figureValues(row) };
}
