/** The oracle bidders' product ads follow stock: paused while out of stock, resumed when back. */
import { availabilityNow, type SandboxState } from "../../../sandbox/model/index";
import type { AdvertisedSku } from "../advertise";
import { call } from "../sandbox-calls";
import { type BenchWorld, profileOf } from "../world";

/** Pauses the product ads of what is out of stock today and resumes the rest. */
export function followAvailability(state: SandboxState, world: BenchWorld, skus: AdvertisedSku[]) {
  const profile = profileOf(state, world.profileId);
  const items = skus.flatMap((sku) => {
    const wanted = availabilityNow(state, profile, sku.product) === "OUT_OF_STOCK" ? "PAUSED" : "ENABLED";
    return sku.campaigns
      .filter((campaign) => profile.ads.productAds.find((ad) => ad.adId === campaign.adId)?.state !== wanted)
      .map((campaign) => ({ adId: campaign.adId, state: wanted }));
  });
  return call(state, world.profileId, "productAds", "update", items).state;
}
