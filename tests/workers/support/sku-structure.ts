import { env } from "cloudflare:workers";
import { listAll } from "../../../worker/amazon/sp-entities";
import type {
  MarketplaceProduct,
  MarketplaceProductPage,
} from "../../../worker/contracts/advertised-skus/advertised-sku";
import { signedInUser } from "./accounts";
import { call } from "./http";
import { seedProfile } from "./seed-ads";
import { adsClientOf, connectedUsProfile, profilesOf, settledSyncs } from "./sync";

type Entity = Record<string, unknown>;

/** The demo seller connected for a new user, its US profile settled after the first import. */
export async function demoSellerProfile() {
  const user = await signedInUser();
  const { tokenId, us } = await connectedUsProfile(user.cookie);
  return { user, tokenId, profileId: us.id, amazonProfileId: us.amazonProfileId };
}

export type DemoSeller = Awaited<ReturnType<typeof demoSellerProfile>>;
export type Stranger = Awaited<ReturnType<typeof strangerWithSku>>;

/**
 * The demo seller with `count` fresh products, the first (`product`) added as an advertised SKU,
 * and a stranger with an SKU of their own for the 1003/1006 checks.
 */
export async function demoSellerWithSku(count = 1) {
  const seller = await demoSellerProfile();
  const stranger = await strangerWithSku();
  const products = await freshProducts(seller, count);
  const product = products[0] as MarketplaceProduct;
  const skuId = await addSku(seller.user.cookie, seller.profileId, product);
  return { seller, stranger, products, product, skuId };
}

/** Waits for the syncs a file's changes started on the seller's profiles: the sandbox is shared. */
export async function settleSellerSyncs(seller: { tokenId: number }) {
  await settledSyncs((await profilesOf(seller.tokenId)).map((profile) => profile.id));
}

/**
 * Eligible catalog products not added yet, as the Products dialog lists them, that have no campaign
 * built on Amazon yet: the sandbox lives for the whole run, and other files advertise products too.
 */
export async function freshProducts(
  seller: { user: { cookie: string }; profileId: number; tokenId: number; amazonProfileId: string },
  count: number,
) {
  const client = await adsClientOf(seller.tokenId);
  const names = (await listAll<Entity>(client, seller.amazonProfileId, "campaigns")).map((campaign) =>
    String(campaign.name),
  );
  const built = (sku: string) => names.some((name) => name.startsWith(`${sku} · `));
  const products: MarketplaceProduct[] = [];
  let next: string | null = null;
  do {
    const cursor: string = next ? `&cursor=${encodeURIComponent(next)}` : "";
    const { json } = await call(`/api/amazon/search/${seller.profileId}?limit=10${cursor}`, {
      cookie: seller.user.cookie,
    });
    const page = json.data as MarketplaceProductPage;
    products.push(
      ...page.products.filter(
        (product) => product.eligibilityStatus === "ELIGIBLE" && !product.isAdded && !built(product.sku),
      ),
    );
    next = page.next;
  } while (next && products.length < count);
  if (products.length < count) throw new Error("not enough eligible demo products without campaigns");
  return products.slice(0, count);
}

/** Eligible catalog products not added yet, from the `skip`-th on (campaigns built for them or not). */
export async function eligibleProducts(cookie: string, profileId: number, count: number, skip = 0) {
  const products: MarketplaceProduct[] = [];
  let next: string | null = null;
  do {
    const cursor: string = next ? `&cursor=${encodeURIComponent(next)}` : "";
    const { json } = await call(`/api/amazon/search/${profileId}?limit=10${cursor}`, { cookie });
    const page = json.data as MarketplaceProductPage;
    products.push(
      ...page.products.filter((product) => product.eligibilityStatus === "ELIGIBLE" && !product.isAdded),
    );
    next = page.next;
  } while (next && products.length < skip + count);
  if (products.length < skip + count) throw new Error("not enough eligible demo products");
  return products.slice(skip, skip + count);
}

/** Adds the product as an advertised SKU through the API; answers its id. */
export async function addSku(
  cookie: string,
  profileId: number,
  product: MarketplaceProduct,
  limits = { maxDailyBudget: 25, bidMin: 0.3, bidMax: 1.25 },
) {
  const { status, json } = await call(`/api/advertised-sku/${profileId}`, {
    method: "POST",
    cookie,
    body: [
      {
        sku: product.sku,
        asin: product.asin,
        title: product.title,
        brand: product.brand,
        imageUrl: product.imageUrl,
        priceToPay: product.priceToPay,
        category: product.category,
        bidOptimization: { bidMin: limits.bidMin, bidMax: limits.bidMax },
        maxDailyBudget: limits.maxDailyBudget,
      },
    ],
  });
  if (status !== 200) throw new Error(`adding the SKU failed: ${JSON.stringify(json)}`);
  return json.data.advertisedSKUs[0].id as number;
}

/** Another seller with a profile and one SKU of their own (no Amazon needed to be refused). */
export async function strangerWithSku() {
  const stranger = await signedInUser("stranger");
  const profileId = await seedProfile(stranger.id);
  const row = await env.DB.prepare(
    "insert into advertised_skus (profile_id, sku, asin, brand, max_daily_budget_cents, bid_min_cents, bid_max_cents, is_advertised) values (?, 'THEIR-SKU', 'B0THEIRSKU', 'Theirs', 1000, 20, 300, 1) returning id",
  )
    .bind(profileId)
    .first<{ id: number }>();
  if (!row) throw new Error("seeding the stranger's SKU failed");
  return { cookie: stranger.cookie, profileId, skuId: row.id };
}

/** The SKU's campaigns on Amazon (by the name prefix), each with its ad groups, product ads, targets and keywords. */
export async function structureOnAmazon(tokenId: number, amazonProfileId: string, sku: string) {
  const client = await adsClientOf(tokenId);
  const campaigns = (await listAll<Entity>(client, amazonProfileId, "campaigns")).filter((campaign) =>
    String(campaign.name).startsWith(`${sku} · `),
  );
  const ids = campaigns.map((campaign) => String(campaign.campaignId));
  if (ids.length === 0) return [];
  const filter = { campaignIdFilter: { include: ids } };
  const [adGroups, productAds, targets, keywords] = await Promise.all([
    listAll<Entity>(client, amazonProfileId, "adGroups", filter),
    listAll<Entity>(client, amazonProfileId, "productAds", filter),
    listAll<Entity>(client, amazonProfileId, "targets", filter),
    listAll<Entity>(client, amazonProfileId, "keywords", filter),
  ]);
  const of = (list: Entity[], campaign: Entity) =>
    list.filter((item) => item.campaignId === campaign.campaignId);
  return campaigns.map((campaign) => ({
    campaign,
    adGroups: of(adGroups, campaign),
    productAds: of(productAds, campaign),
    targets: of(targets, campaign),
    keywords: of(keywords, campaign),
  }));
}

export const setFaults = (faults: Record<string, unknown>) =>
  fetch(`${env.SANDBOX_URL}/_sandbox/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(faults),
  });
export const clearFaults = () => fetch(`${env.SANDBOX_URL}/_sandbox/faults`, { method: "DELETE" });

export const advertise = (cookie: string, profileId: number, skuId: number) =>
  call(`/api/campaigns/${profileId}/auto/${skuId}`, { method: "POST", cookie });
export const stop = (cookie: string, profileId: number, skuId: number) =>
  call(`/api/advertised-sku/${profileId}/${skuId}/stop`, { method: "PUT", cookie });

export const setAdLimitReached = (userId: string, reached: boolean) =>
  env.DB.prepare("update users set is_ad_limit_reached = ? where id = ?")
    .bind(reached ? 1 : 0, userId)
    .run();

/** Runs `changes` while the user's ad limit is reached, and lifts the limit again whatever happens. */
export async function withAdLimitReached(userId: string, changes: () => Promise<void>) {
  await setAdLimitReached(userId, true);
  try {
    await changes();
  } finally {
    await setAdLimitReached(userId, false);
  }
}
