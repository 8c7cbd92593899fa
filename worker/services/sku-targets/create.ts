import { requireAdvertisedAdGroup, requireSku } from "../../access/advertised-sku";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { mutate } from "../../amazon/sp-entities";
import { validationError } from "../../contracts/api-error";
import type { AsinTarget } from "../../contracts/sku-targets/sku-targets";
import type { Database } from "../../db/client";
import { adGroupDefaultBids, defaultBidOf } from "./ad-group-default-bids";
import { asinTargetView, liveAsins, skuAsinTargets } from "./asin-targets";
import { acceptedId, storeTarget } from "./store";

export const DUPLICATE_ASIN_MESSAGE = "This ASIN is already targeted for this SKU";

/**
 * POST /targets/{profileId}/{skuId}: an ASIN_SAME_AS clause in the SKU's product-targeting campaign,
 * bid at the ad group's default bid; stored as Amazon accepted it.
 */
export async function createAsinTarget(
  db: Database,
  { profile, client }: ProfileAccess,
  skuId: number,
  asin: string,
): Promise<AsinTarget> {
  const sku = await requireSku(db, profile.id, skuId);
  const ids = await requireAdvertisedAdGroup(db, sku, "PRODUCT");
  if (liveAsins(await skuAsinTargets(db, profile.id, skuId)).has(asin)) {
    throw validationError("productAsin", DUPLICATE_ASIN_MESSAGE);
  }
  const result = await mutate(client, profile.amazonProfileId, "targets", "create", [
    {
      ...ids,
      expression: [{ type: "ASIN_SAME_AS", value: asin }],
      expressionType: "MANUAL",
      state: "ENABLED",
    },
  ]);
  const targetId = acceptedId(result, `the ASIN target ${asin}`);
  const row = await storeTarget(db, client, profile.amazonProfileId, profile.id, targetId);
  const defaults = await adGroupDefaultBids(db, profile.id, [row.adGroupId]);
  return asinTargetView(profile, { row: { ...row }, asin }, defaultBidOf(defaults, row.adGroupId));
}
