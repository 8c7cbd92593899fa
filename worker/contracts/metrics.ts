/**
 * Advertising metrics, defined once (spec 000 §3; issue 5). Pure: the API, the automation and the
 * assistant all derive ROAS, ACOS, CTR and CVR here. A metric whose denominator is zero is absent
 * (null), never 0 or Infinity. Figures on the wire are rounded to 2 decimals.
 */

/** Summed report figures as stored: money in integer cents. */
export type Figures = {
  impressions: number;
  clicks: number;
  spendCents: number;
  salesCents: number;
  orders: number;
  units: number;
};

export type Ratios = { roas: number | null; acos: number | null; ctr: number | null; cvr: number | null };

/** Figures and their ratios as the API answers them: money in dollars. */
export type Report = {
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  unitsSoldClicks: number;
} & Ratios;

export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** numerator / denominator × scale, or null when the denominator is zero (or not a number). */
export function ratio(numerator: number, denominator: number, scale = 1): number | null {
  if (!Number.isFinite(denominator) || denominator === 0 || !Number.isFinite(numerator)) return null;
  return (numerator / denominator) * scale;
}

const rounded = (value: number | null) => (value === null ? null : round2(value));

export const roas = (f: Pick<Figures, "salesCents" | "spendCents">) => ratio(f.salesCents, f.spendCents);
export const acos = (f: Pick<Figures, "salesCents" | "spendCents">) => ratio(f.spendCents, f.salesCents, 100);
export const ctr = (f: Pick<Figures, "clicks" | "impressions">) => ratio(f.clicks, f.impressions, 100);
export const cvr = (f: Pick<Figures, "orders" | "clicks">) => ratio(f.orders, f.clicks, 100);

/** The four ratios, rounded for the wire. */
export const ratiosOf = (f: Figures): Ratios => ({
  roas: rounded(roas(f)),
  acos: rounded(acos(f)),
  ctr: rounded(ctr(f)),
  cvr: rounded(cvr(f)),
});

export const centsToDollars = (cents: number) => round2(cents / 100);

/** Summed figures → the report shape of the campaign lists. */
export const reportOf = (f: Figures): Report => ({
  impressions: f.impressions,
  clicks: f.clicks,
  spend: centsToDollars(f.spendCents),
  sales: centsToDollars(f.salesCents),
  unitsSoldClicks: f.units,
  ...ratiosOf(f),
});

/** current − previous, or null when either is absent. */
export const diff = (current: number | null, previous: number | null) =>
  current === null || previous === null ? null : round2(current - previous);

export const ZERO_FIGURES: Figures = {
  impressions: 0,
  clicks: 0,
  spendCents: 0,
  salesCents: 0,
  orders: 0,
  units: 0,
};

/** The two sets of figures summed, field by field. */
export const addFigures = (a: Figures, b: Figures): Figures => ({
  impressions: a.impressions + b.impressions,
  clicks: a.clicks + b.clicks,
  spendCents: a.spendCents + b.spendCents,
  salesCents: a.salesCents + b.salesCents,
  orders: a.orders + b.orders,
  units: a.units + b.units,
});
