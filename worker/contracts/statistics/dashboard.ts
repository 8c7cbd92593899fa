import type { DateRange } from "../date-range";
import type { MoneyCurrency } from "../money";

/** GET /api/statistics/dashboard (spec 000 §3 "Dashboard data"): diff = last 7 days − the 7 before. */
export type DashboardData = {
  quickLaunchCampaignsCount: number;
  advertisedSkusCount: number;
  migratedCampaignsCount: number;
  roas: number | null;
  acos: number | null;
  ctr: number | null;
  cvr: number | null;
  diffRoas: number | null;
  diffAcos: number | null;
  diffCtr: number | null;
  diffCvr: number | null;
  /**
   * The last 7 days' spend and sales (in `money.currency`) and orders, and their changes against
   * the 7 before (issue 33). Zero when nothing was reported.
   */
  spend: number;
  sales: number;
  orders: number;
  diffSpend: number;
  diffSales: number;
  diffOrders: number;
  /** The two periods compared, so the tiles can name them (issue 33). */
  comparison: Comparison;
  /**
   * The last 7 days' sales still arriving (the attribution-lag model): how many of its days (the
   * most in any of the profiles' zones) and ROAS, ACOS, CVR, sales and orders as those days will settle. Null when
   * every day is settled. Added for issue 16; the fields above stay as reported.
   */
  stillArriving: StillArriving | null;
  /**
   * The currency ROAS and ACOS were computed in: the profile's own, or US dollars when 'All' sums
   * profiles of several currencies, converted at the rates of `usdRatesDate` (issue 29).
   */
  money: MoneyCurrency;
};

export type StillArriving = {
  days: number;
  roas: number | null;
  acos: number | null;
  cvr: number | null;
  /** Sales and orders as they will settle (issue 33: their tiles' changes read low until then). */
  sales: number;
  orders: number;
};

/**
 * How many marketplace days each period covers, and the previous one's dates when every profile
 * shares one time zone (over several zones each has its own dates: null).
 */
export type Comparison = { days: number; previous: DateRange | null };
