/**
 * Issue 29, item 7: each marketplace's money in its own currency. One profile answers in its own
 * currency; 'All' over a US and a UK profile converts the pounds to US dollars with the ad limit's
 * rates table, computes ROAS and ACOS from the converted sums, keeps counts, and names the rates' date.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { USD_RATES_DATE, usdCents } from "../../../worker/contracts/billing/usd-rates";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { figures, marketplaceDay, seedCampaign, seedMetrics, seedProfile } from "../support/seed-ads";

const LONDON = "Europe/London";
const UK = { countryCode: "UK", currencyCode: "GBP" };

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bea: Awaited<ReturnType<typeof signedInUser>>;
let us: number;
let uk: number;
const days: { us: string; uk: string }[] = [];

const dollars = (cents: number) => Math.round(cents) / 100;
/** £ cents → US dollars, as the Worker converts a currency's sums. */
const gbpInUsd = (cents: number) => (usdCents(cents, "GBP") ?? Number.NaN) / 100;

beforeAll(async () => {
  ann = await signedInUser("ann");
  bea = await signedInUser("bea");
  us = await seedProfile(ann.id);
  uk = await seedProfile(ann.id, LONDON, UK);
  // A seller whose only profiles are in pounds.
  const beaUk = await seedProfile(bea.id, LONDON, UK);
  await seedCampaign(us, { campaignId: "us-1", name: "US shoes" });
  await seedCampaign(uk, { campaignId: "uk-1", name: "UK shoes" });
  await seedCampaign(beaUk, { campaignId: "bea-1", name: "Bea's shoes" });
  for (const back of [-2, -1]) {
    days.push({ us: await marketplaceDay(back), uk: await marketplaceDay(back, LONDON) });
  }
  // US: $40.00 spend, $200.00 sales on one day. UK: £30.00 spend, £90.00 sales on another.
  await seedMetrics(us, "us-1", days[0]?.us ?? "", figures(1000, 100, 4000, 10, 20000));
  await seedMetrics(uk, "uk-1", days[1]?.uk ?? "", figures(500, 50, 3000, 5, 9000));
  await seedMetrics(beaUk, "bea-1", days[1]?.uk ?? "", figures(10, 1, 123, 1, 456));
});

describe("statistics in each marketplace's currency", () => {
  it("answers a UK profile's figures in pounds, unconverted", async () => {
    const { json } = await call(
      `/api/statistics?profileId=${uk}&startDate=${days[0]?.uk}&endDate=${days[1]?.uk}`,
      {
        cookie: ann.cookie,
      },
    );
    expect(json.data.money).toEqual({ currency: "GBP", usdRatesDate: null });
    expect(json.data.total).toMatchObject({ spend: 30, sales: 90, roas: 3, clicks: 50 });
    expect(json.data.topCampaigns[0].report).toMatchObject({ spend: 30, sales: 90 });
  });

  it("converts 'All' over dollars and pounds to US dollars at the table's rates, ratios from the converted sums", async () => {
    const from = [days[0]?.us, days[0]?.uk].sort()[0];
    const to = [days[1]?.us, days[1]?.uk].sort()[1];
    const { status, json } = await call(`/api/statistics?startDate=${from}&endDate=${to}`, {
      cookie: ann.cookie,
    });
    expect(status).toBe(200);
    expect(json.data.money).toEqual({ currency: "USD", usdRatesDate: USD_RATES_DATE });
    const spend = 40 + gbpInUsd(3000);
    const sales = 200 + gbpInUsd(9000);
    expect(gbpInUsd(3000)).toBeGreaterThan(30); // a pound is worth more than a dollar: really converted
    const { total } = json.data;
    expect(total.spend).toBeCloseTo(spend, 2);
    expect(total.sales).toBeCloseTo(sales, 2);
    expect(total.roas).toBeCloseTo(sales / spend, 2);
    expect(total.acos).toBeCloseTo((spend / sales) * 100, 2);
    // Counts stay as they are.
    expect(total).toMatchObject({ impressions: 1500, clicks: 150, unitsSoldClicks: 15 });
    // The top campaigns in dollars too: the UK campaign at £90 of sales, converted.
    const ukCampaign = json.data.topCampaigns.find((row: { id: string }) => row.id === "uk-1");
    expect(ukCampaign.report.sales).toBeCloseTo(gbpInUsd(9000), 2);
    expect(ukCampaign.report.spend).toBeCloseTo(gbpInUsd(3000), 2);
  });

  it("answers the dashboard's 'All' ratios from US dollars and names the rates' date", async () => {
    const { json } = await call("/api/statistics/dashboard", { cookie: ann.cookie });
    expect(json.data.money).toEqual({ currency: "USD", usdRatesDate: USD_RATES_DATE });
    const spend = 4000 + (usdCents(3000, "GBP") ?? 0);
    const sales = 20000 + (usdCents(9000, "GBP") ?? 0);
    expect(json.data.roas).toBeCloseTo(dollars(sales) / dollars(spend), 2);
    expect(json.data.acos).toBeCloseTo((spend / sales) * 100, 2);
    // Added as one currency, ROAS would read (200 + 90) / (40 + 30) = 4.14.
    expect(json.data.roas).not.toBeCloseTo(290 / 70, 2);
    expect(json.data).toMatchObject({ quickLaunchCampaignsCount: 2, ctr: 10, cvr: 10 });
  });

  it("answers one profile's dashboard in its currency, nothing converted", async () => {
    const { json } = await call(`/api/statistics/dashboard?profileId=${uk}`, { cookie: ann.cookie });
    expect(json.data.money).toEqual({ currency: "GBP", usdRatesDate: null });
    expect(json.data.roas).toBe(3);
  });

  it("keeps 'All' in pounds, unconverted, for a seller whose profiles are all in pounds", async () => {
    const day = days[1]?.uk;
    const { json } = await call(`/api/statistics?startDate=${day}&endDate=${day}`, { cookie: bea.cookie });
    expect(json.data.money).toEqual({ currency: "GBP", usdRatesDate: null });
    expect(json.data.total).toMatchObject({ spend: 1.23, sales: 4.56 });
    const dashboard = await call("/api/statistics/dashboard", { cookie: bea.cookie });
    expect(dashboard.json.data.money).toEqual({ currency: "GBP", usdRatesDate: null });
  });
});
