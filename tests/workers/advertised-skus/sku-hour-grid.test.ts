import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plusDays } from "../../../worker/automation/rules/local-dates";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import type { HourCell, HourGrid } from "../../../worker/contracts/day-parting/hour-grid";
import { skuHourlyFigures } from "../../../worker/db/sku-hourly-figures-schema";
import { call } from "../support/http";
import { itRefusesEach } from "../support/refuses-invalid";
import {
  type DemoSeller,
  demoSellerWithSku,
  type Stranger,
  settleSellerSyncs,
} from "../support/sku-structure";
import { db } from "../support/sync";

let seller: DemoSeller;
let stranger: Stranger;
let skuId = 0;
let sku = "";

const grid = (query = "", as = seller.user.cookie, profile = seller.profileId, id = skuId) =>
  call(`/api/advertised-sku/${profile}/${id}/hour-grid${query}`, { cookie: as });
const cellAt = (data: HourGrid, instant: string) => {
  const local = ruleClockAt(new Date(instant), data.timezone);
  return data.cells.find((cell) => cell.weekday === local.weekday && cell.hour === local.hour) as HourCell;
};
const row = (hourStart: string, clicks: number, costCents: number, orders: number, salesCents: number) => ({
  profileId: seller.profileId,
  sku,
  hourStart,
  impressions: clicks * 20,
  clicks,
  costCents,
  orders,
  salesCents,
  units: orders,
});

beforeAll(async () => {
  const world = await demoSellerWithSku(1);
  ({ seller, stranger, skuId } = world);
  sku = world.product.sku;
  // This file checks the reader on rows it writes itself: the connect's sync filled the demo SKU's
  // hours from the Marketing Stream (sync-marketing-stream.test.ts checks that path).
  await settleSellerSyncs(seller);
  await db().delete(skuHourlyFigures).where(eq(skuHourlyFigures.profileId, seller.profileId));
}, 60_000);

afterAll(() => settleSellerSyncs(seller), 60_000);

describe("GET /api/advertised-sku/{profileId}/{skuId}/hour-grid", () => {
  it("answers 168 empty cells over the last 30 complete days when the SKU has no hourly figures", async () => {
    const { status, json } = await grid();
    expect(status).toBe(200);
    const data = json.data as HourGrid;
    expect(data.days).toBe(30);
    expect(data.hasFigures).toBe(false);
    expect(data.cells).toHaveLength(168);
    expect(data.cells.every((cell) => cell.clicks === 0 && cell.acos === null)).toBe(true);
    expect(data.cells[167]).toMatchObject({ weekday: "SUN", hour: 23 });
  });

  it("files the SKU's hours of the look-back under their local weekday and hour, leaving out other SKUs and days outside it", async () => {
    const { json: first } = await grid("?days=14");
    const { to, from } = first.data as HourGrid;
    const yesterdayNoon = `${to}T12:00:00.000Z`;
    const weekEarlier = `${plusDays(to, -7)}T05:00:00.000Z`;
    const beforeLookBack = `${plusDays(from, -3)}T12:00:00.000Z`;
    const tomorrow = `${plusDays(to, 2)}T12:00:00.000Z`;
    await db()
      .insert(skuHourlyFigures)
      .values([
        row(yesterdayNoon, 10, 500, 1, 2000),
        row(weekEarlier, 6, 300, 1, 1000),
        row(beforeLookBack, 99, 9900, 9, 9900),
        row(tomorrow, 99, 9900, 9, 9900),
        { ...row(yesterdayNoon, 50, 5000, 5, 5000), sku: `${sku}-OTHER` },
      ]);
    const { status, json } = await grid("?days=14");
    expect(status).toBe(200);
    const data = json.data as HourGrid;
    expect(data.hasFigures).toBe(true);
    expect(cellAt(data, yesterdayNoon)).toMatchObject({
      clicks: 10,
      orders: 1,
      spend: 5,
      sales: 20,
      acos: 25,
    });
    expect(cellAt(data, weekEarlier)).toMatchObject({ clicks: 6, orders: 1, spend: 3, sales: 10, acos: 30 });
    expect(data.cells.reduce((sum, cell) => sum + cell.clicks, 0)).toBe(16);
  });

  itRefusesEach(
    (query) => grid(query),
    [
      ["a look-back of 7 days", "?days=7", "days"],
      ["a look-back that is not a number", "?days=abc", "days"],
    ],
  );

  it("answers 1006 for another profile's SKU and 1003 for another seller's profile, showing nothing of theirs", async () => {
    const theirSku = await grid("", seller.user.cookie, seller.profileId, stranger.skuId);
    expect(theirSku.status).toBe(404);
    expect(theirSku.json.data.code).toBe(1006);
    const theirProfile = await grid("", seller.user.cookie, stranger.profileId, stranger.skuId);
    expect(theirProfile.status).toBe(404);
    expect(theirProfile.json.data.code).toBe(1003);
    expect(JSON.stringify(theirProfile.json)).not.toContain("cells");
  });
});
