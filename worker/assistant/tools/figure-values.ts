import { acos, centsToDollars, roas, round2 } from "../../contracts/metrics";

/** Summed figures as the tools' SQL selects them: money in cents. */
export type SummedFigures = {
  impressions: number;
  clicks: number;
  spendCents: number;
  salesCents: number;
  orders: number;
};

const rounded = (value: number | null) => (value === null ? null : round2(value));

/** The figures in currency units with their ACOS (%) and ROAS, null when undefined. */
export const figureValues = (row: SummedFigures) => ({
  impressions: row.impressions,
  clicks: row.clicks,
  spend: centsToDollars(row.spendCents),
  sales: centsToDollars(row.salesCents),
  orders: row.orders,
  acos: rounded(acos(row)),
  roas: rounded(roas(row)),
});
