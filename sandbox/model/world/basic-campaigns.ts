/** The basic pair most sellers run: one AUTO campaign over the catalog and one exact-match campaign. */
import { round2 } from "../core/numbers";
import { addDays } from "../core/time";
import { addAdGroup, addCampaign, addKeyword, addProductAd } from "./campaign-builder";
import { bid, type CampaignInput, eligibleProducts, relevantTerms } from "./campaign-input";

export function basicCampaigns(input: CampaignInput): void {
  const { builder, catalog, market } = input;
  const products = eligibleProducts(catalog);
  const first = products[0];
  if (!first) return;
  const auto = addCampaign(builder, {
    name: "Auto - All products",
    targetingType: "AUTO",
    state: "ENABLED",
    budget: round2(20 * input.scale),
    startDate: addDays(input.today, -90),
    strategy: "LEGACY_FOR_SALES",
  });
  const autoGroup = addAdGroup(builder, auto, "All products", bid(input, 0.5, 0.9));
  for (const product of products.slice(0, 6)) addProductAd(builder, autoGroup, product);
  const manual = addCampaign(builder, {
    name: `Manual - Exact - ${first.noun}`,
    targetingType: "MANUAL",
    state: "ENABLED",
    budget: round2(15 * input.scale),
    startDate: addDays(input.today, -60),
    strategy: "MANUAL",
  });
  const group = addAdGroup(builder, manual, "Exact", bid(input, 0.6, 1.0));
  addProductAd(builder, group, first);
  relevantTerms(market, first.sku, 5).forEach((text, index) => {
    addKeyword(builder, group, text, "EXACT", bid(input, 0.6, 1.6), index === 4 ? "PAUSED" : "ENABLED");
  });
}
