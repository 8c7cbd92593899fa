/**
 * The demo seller's full migration set: AUTO and MANUAL, keywords of every match type, ASIN and
 * category targets, negatives at both levels, paused entities, one archived campaign, and products
 * advertised in more than one campaign.
 */
import { round2 } from "../core/numbers";
import { addDays } from "../core/time";
import { basicCampaigns } from "./basic-campaigns";
import { addAdGroup, addCampaign, addProductAd } from "./campaign-builder";
import { bid, type CampaignInput, competitorPages, eligibleProducts } from "./campaign-input";
import { manualCampaigns } from "./manual-campaigns";
import {
  addCampaignNegativeKeyword,
  addCampaignNegativeTarget,
  addNegativeKeyword,
  addNegativeTarget,
} from "./negative-builder";

export function fullCampaigns(input: CampaignInput): void {
  const { builder, catalog, market, today } = input;
  const eligible = eligibleProducts(catalog);
  const [main, second, third, fourth, fifth, sixth] = eligible;
  if (!main || !second || !third || !fourth || !fifth || !sixth) {
    basicCampaigns(input);
    return;
  }
  const mainCategory = eligible.filter((product) => product.categoryId === main.categoryId);
  const otherCategory = eligible.filter((product) => product.categoryId !== main.categoryId);
  const pages = competitorPages(market, main.categoryId);
  const rivalBrand = pages[0]?.brand ?? "rival";

  const autoMain = addCampaign(builder, {
    name: `SP - Auto - ${main.categoryId === third.categoryId ? "Core range" : main.noun}`,
    targetingType: "AUTO",
    state: "ENABLED",
    budget: round2(30 * input.scale),
    startDate: addDays(today, -150),
    strategy: "LEGACY_FOR_SALES",
  });
  const autoGroup = addAdGroup(builder, autoMain, "Auto - core", bid(input, 0.7, 0.9));
  for (const product of mainCategory.slice(0, 4)) addProductAd(builder, autoGroup, product);
  const autoClauses = builder.ads.targets.filter((target) => target.adGroupId === autoGroup.adGroupId);
  for (const clause of autoClauses) {
    const type = clause.expression[0]?.type;
    if (type === "QUERY_HIGH_REL_MATCHES") clause.bid = bid(input, 1.0, 1.2);
    if (type === "ASIN_ACCESSORY_RELATED") clause.state = "PAUSED";
  }
  addCampaignNegativeKeyword(builder, autoMain, `${rivalBrand} ${main.noun}`, "NEGATIVE_EXACT");
  addNegativeKeyword(builder, autoGroup, rivalBrand, "NEGATIVE_PHRASE");
  const blockedPage = pages[1];
  if (blockedPage)
    addCampaignNegativeTarget(builder, autoMain, "ASIN_SAME_AS", blockedPage.text.toUpperCase());
  addNegativeTarget(builder, autoGroup, "ASIN_BRAND_SAME_AS", pages[2]?.brand ?? rivalBrand);

  if (otherCategory.length > 0) {
    const autoOther = addCampaign(builder, {
      name: `SP - Auto - ${otherCategory[0]?.noun ?? "other"}`,
      targetingType: "AUTO",
      state: "ENABLED",
      budget: round2(20 * input.scale),
      startDate: addDays(today, -120),
      strategy: "AUTO_FOR_SALES",
      placements: { PLACEMENT_TOP: 25 },
    });
    const group = addAdGroup(builder, autoOther, "Auto - range", bid(input, 0.6, 0.8));
    for (const product of otherCategory.slice(0, 4)) addProductAd(builder, group, product);
  }

  manualCampaigns(input, [main, second, third, fourth, fifth, sixth], pages);
}
