import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { receiveStreamMessages } from "../../../worker/amazon/marketing-stream";
import { storeStreamRows } from "../../../worker/mirror/store-stream-rows";
import { toStreamRows } from "../../../worker/mirror/stream-records";
import { syncStream } from "../../../worker/mirror/sync-stream";
import { signedInUser } from "../support/accounts";
import { connectSeller, sandboxControl } from "../support/amazon";
import { adsClientOf, db, profilesOf, runSync, settledSyncs } from "../support/sync";

type Profile = { id: number; amazonProfileId: string; countryCode: string; timezone: string };

async function connected(sellerEmail?: string) {
  const user = await signedInUser();
  const tokenId = await connectSeller(user.cookie, sellerEmail);
  const profiles = await profilesOf(tokenId);
  await settledSyncs(profiles.map((profile) => profile.id));
  return { tokenId, us: profiles.find((profile) => profile.countryCode === "US") as Profile };
}

const hourlyRows = async (profileId: number) =>
  (
    await env.DB.prepare(
      "select sku, hour_start, impressions, clicks, cost_cents, orders, sales_cents, units from sku_hourly_figures where profile_id = ? order by sku, hour_start",
    )
      .bind(profileId)
      .all<{ sku: string; hour_start: string; impressions: number; clicks: number; cost_cents: number }>()
  ).results;

const localDate = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(instant),
  );

/** Each SKU's clicks and cost per local date from the daily product-ad report rows. */
async function reportedBySkuAndDate(profileId: number, dates: string[]) {
  const { results } = await env.DB.prepare(
    `select ads.sku as sku, metrics.date as date, sum(metrics.clicks) as clicks, sum(metrics.cost_cents) as cost
     from daily_metrics as metrics join sp_product_ads as ads on ads.profile_id = metrics.profile_id and ads.ad_id = metrics.entity_id
     where metrics.profile_id = ? and metrics.grain = 'PRODUCT_AD' and metrics.date in (${dates.map(() => "?").join(",")})
     group by ads.sku, metrics.date having sum(metrics.clicks) > 0 order by ads.sku, metrics.date`,
  )
    .bind(profileId, ...dates)
    .all<{ sku: string; date: string; clicks: number; cost: number }>();
  return results;
}

let demo: Awaited<ReturnType<typeof connected>>;
beforeAll(async () => {
  demo = await connected();
});

describe("the Marketing Stream in the sync", () => {
  it("fills sku_hourly_figures on connect, hour by hour, adding up to the daily reports' clicks and cost", async () => {
    const { us } = demo;
    const rows = await hourlyRows(us.id);
    expect(rows.length).toBeGreaterThan(0);
    const { now } = (await sandboxControl("/_sandbox/clock")) as { now: string };
    const today = localDate(now, us.timezone);
    // Whole local days the stream's 15 days and the reports' 14 both hold, before the still-moving last ones.
    const dates = Array.from({ length: 8 }, (_, index) =>
      localDate(new Date(Date.parse(`${today}T12:00:00Z`) - (index + 3) * 86_400_000).toISOString(), "UTC"),
    );
    const hourly = new Map<string, { clicks: number; cost: number }>();
    for (const row of rows) {
      const key = `${row.sku}|${localDate(row.hour_start, us.timezone)}`;
      const sum = hourly.get(key) ?? { clicks: 0, cost: 0 };
      hourly.set(key, { clicks: sum.clicks + row.clicks, cost: sum.cost + row.cost_cents });
    }
    const reported = await reportedBySkuAndDate(us.id, dates);
    expect(reported.length).toBeGreaterThan(0);
    for (const day of reported) {
      const sum = hourly.get(`${day.sku}|${day.date}`);
      expect(sum?.clicks, `${day.sku} ${day.date}`).toBe(day.clicks);
      expect(Math.abs((sum?.cost ?? 0) - day.cost), `${day.sku} ${day.date}`).toBeLessThanOrEqual(24);
    }
  });

  it("stores a message delivered twice once: a re-delivery and a second sync change nothing", async () => {
    const { tokenId, us } = demo;
    await sandboxControl("/_sandbox/clock/advance", { duration: "3h" });
    const client = await adsClientOf(tokenId);
    const [subscription] = (
      await env.DB.prepare(
        "select subscription_id as id from stream_subscriptions where profile_id = ? and data_set_id = 'sp-traffic'",
      )
        .bind(us.id)
        .all<{ id: string }>()
    ).results;
    // A consumer that stored the new hours and died before deleting them: the sync gets them again.
    const messages = await receiveStreamMessages(client, us.amazonProfileId, subscription?.id ?? "");
    expect(messages.length).toBeGreaterThan(0);
    const rows = toStreamRows(
      "sp-traffic",
      us.amazonProfileId,
      messages.map((message) => message.Body),
    );
    await storeStreamRows(db(), us.id, rows);
    const stored = await hourlyRows(us.id);
    await sandboxControl("/_sandbox/clock/advance", { duration: "1h" });
    await runSync(us.id);
    const afterSync = await hourlyRows(us.id);
    const touched = new Set(rows.traffic.map((row) => row.hourStart));
    const trafficOf = (list: typeof stored) =>
      list
        .filter((row) => touched.has(row.hour_start))
        .map(({ sku, hour_start, impressions, clicks, cost_cents }) => ({
          sku,
          hour_start,
          impressions,
          clicks,
          cost_cents,
        }));
    expect(trafficOf(afterSync)).toEqual(trafficOf(stored));
    await runSync(us.id);
    expect(await hourlyRows(us.id)).toEqual(afterSync);
    await storeStreamRows(db(), us.id, rows);
    expect(await hourlyRows(us.id)).toEqual(afterSync);
  });

  it("keeps each profile's hours to its own ads: another seller's stream never lands in this profile", async () => {
    const other = await connected("harbor-pet@example.com");
    const strays = async (profileId: number) =>
      (
        await env.DB.prepare(
          `select count(*) as n from stream_ad_traffic where profile_id = ?
           and ad_id not in (select ad_id from sp_product_ads where profile_id = ?)`,
        )
          .bind(profileId, profileId)
          .first<{ n: number }>()
      )?.n;
    expect((await hourlyRows(other.us.id)).length).toBeGreaterThan(0);
    expect(await strays(demo.us.id)).toBe(0);
    expect(await strays(other.us.id)).toBe(0);
    const skusOf = async (profileId: number) => new Set((await hourlyRows(profileId)).map((row) => row.sku));
    const theirs = await skusOf(other.us.id);
    for (const sku of await skusOf(demo.us.id)) expect(theirs.has(sku), sku).toBe(false);
    // Records naming the other profile, handed to this one's store by mistake, are skipped before it.
    const foreign = JSON.stringify([
      {
        dataset_id: "sp-traffic",
        advertiser_id: other.us.amazonProfileId,
        ad_id: "1",
        time_window_start: "2026-11-01T10:00:00Z",
        clicks: 9,
      },
    ]);
    expect(toStreamRows("sp-traffic", demo.us.amazonProfileId, [foreign]).skipped).toBe(1);
  });

  it("takes at most the bound of receives a dataset a sync, and the next sync goes on where it stopped", async () => {
    const { tokenId } = demo;
    const ca = (await profilesOf(tokenId)).find((profile) => profile.countryCode === "CA") as Profile;
    await sandboxControl("/_sandbox/clock/advance", { duration: "24h" });
    const client = await adsClientOf(tokenId);
    // One receive a dataset: at most 10 hours each, of the 24 the day delivered.
    const first = await syncStream(db(), client, ca, 1);
    expect(first.messages).toBeGreaterThanOrEqual(10);
    expect(first.messages).toBeLessThanOrEqual(20);
    let rest = 0;
    for (let sync = 0; sync < 5; sync++) rest += (await syncStream(db(), client, ca, 1)).messages;
    expect(first.messages + rest).toBeGreaterThanOrEqual(24);
    expect((await syncStream(db(), client, ca)).messages).toBe(0);
  });
});
