import { env } from "cloudflare:workers";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import type { SpKind } from "../../../worker/amazon/sp-kinds";
import type { DemoSeller } from "./sku-structure";
import { adsClientOf } from "./sync";

/** Helpers of the Product Details panels' tests (keywords, ASIN targets) on the sandbox demo seller. */
type Entity = Record<string, unknown>;

/** The SKU's campaign of that role as Advertise recorded it, with its Amazon ids. */
export async function skuCampaign(skuId: number, role: "KEYWORD" | "PRODUCT") {
  const row = await env.DB.prepare(
    "select campaign_id, ad_group_id from sku_campaigns where advertised_sku_id = ? and role = ?",
  )
    .bind(skuId, role)
    .first<{ campaign_id: string; ad_group_id: string }>();
  if (!row) throw new Error(`Advertise recorded no ${role} campaign`);
  return row;
}

/** One entity as Amazon has it now, found by its id under the kind's id filter (e.g. keywordIdFilter). */
export async function amazonEntity(seller: DemoSeller, kind: SpKind, idFilter: string, id: string) {
  const client = await adsClientOf(seller.tokenId);
  const [entity] = await listAll<Entity>(client, seller.amazonProfileId, kind, {
    [idFilter]: { include: [id] },
  });
  return entity;
}

/** Creates one entity on Amazon directly, as the seller could outside Skupilot; answers its id. */
export async function createOnAmazon(seller: DemoSeller, kind: SpKind, item: Entity) {
  const client = await adsClientOf(seller.tokenId);
  const result = await mutate(client, seller.amazonProfileId, kind, "create", [item]);
  const id = result.success[0]?.id;
  if (!id) throw new Error(`Amazon refused the ${kind} item: ${JSON.stringify(result.error)}`);
  return id;
}
