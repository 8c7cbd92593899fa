import { env } from "cloudflare:workers";
import type { AdvertisedSkuPage } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { signedInUser } from "./accounts";
import { call } from "./http";
import { seedProfile } from "./seed-ads";

export type SeedSku = {
  sku: string;
  isAdvertised?: boolean;
  budget?: number;
  bidMin?: number;
  bidMax?: number;
};

/** The ASIN a seeded SKU gets: B0 and its first letters and digits ("KIT-03" → B0KIT03XXX). */
export const seededAsin = (sku: string) =>
  `B0${sku
    .replace(/[^A-Z0-9]/gi, "")
    .slice(0, 8)
    .toUpperCase()
    .padEnd(8, "X")}`;

/** A stored SKU of the profile (money in cents as the table holds it, price $19.99); answers its id. */
export async function seedSku(
  profileId: number,
  { sku, isAdvertised = false, budget = 1000, bidMin = 20, bidMax = 300 }: SeedSku,
) {
  const row = await env.DB.prepare(
    "insert into advertised_skus (profile_id, sku, asin, title, price_cents, currency, max_daily_budget_cents, bid_min_cents, bid_max_cents, is_advertised) values (?, ?, ?, ?, 1999, 'USD', ?, ?, ?, ?) returning id",
  )
    .bind(profileId, sku, seededAsin(sku), `Title of ${sku}`, budget, bidMin, bidMax, isAdvertised ? 1 : 0)
    .first<{ id: number }>();
  if (!row) throw new Error("seeding the SKU failed");
  return row.id;
}

/** The advertised_skus row as stored, to show a refused request changed nothing. */
export const storedSku = (id: number) =>
  env.DB.prepare("select * from advertised_skus where id = ?").bind(id).first<Record<string, unknown>>();

/** A signed-in seller with a seeded (not Amazon-connected) profile. */
export async function sellerWithProfile(prefix?: string) {
  const user = await signedInUser(prefix);
  return { userId: user.id, cookie: user.cookie, profileId: await seedProfile(user.id) };
}

/** Another seller with a profile and one SKU of their own, for the 1003/1006 checks. */
export async function otherSellerWithSku(prefix = "stranger", sku = "THEIR-SKU") {
  const other = await sellerWithProfile(prefix);
  return { ...other, skuId: await seedSku(other.profileId, { sku }) };
}

/** GET /api/advertised-sku/{profileId}/page with the query, as the SKU list asks for it. */
export async function skuPage(profileId: number, cookie: string, query: string) {
  const response = await call(`/api/advertised-sku/${profileId}/page${query}`, { cookie });
  return { status: response.status, json: response.json, page: response.json?.data as AdvertisedSkuPage };
}
