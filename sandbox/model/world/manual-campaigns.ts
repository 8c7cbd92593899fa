/** The MANUAL part of the full migration set: exact, broad & phrase, product targeting, paused, archived. */
import { round2 } from "../core/numbers";
import { addDays } from "../core/time";
import type { Query } from "../market";
import type { Product } from "../state";
import { addAdGroup, addCampaign, addKeyword, addProductAd, addTarget } from "./campaign-builder";
import { bid, type CampaignInput, relevantTerms } from "./campaign-input";
import { addNegativeKeyword, addNegativeTarget } from "./negative-builder";

export function manualCampaigns(input: CampaignInput, products: Product[], pages: Query[]): void {
  const { builder, market, today } = input;
  const [main, second, third, fourth, fifth, sixth] = products;
  if (!main || !second || !third || !fourth || !fifth || !sixth) return;
  const exact = addCampaign(builder, {
    name: `SP - Exact - ${main.noun}`,
    targetingType: "MANUAL",
    state: "ENABLED",
    budget: round2(25 * input.scale),
    startDate: addDays(today, -140),
    strategy: "MANUAL",
    placements: { PLACEMENT_TOP: 50 },
  });
  const exactGroup = addAdGroup(builder, exact, "Exact - hero", bid(input, 0.9, 1.1));
  addProductAd(builder, exactGroup, main);
  addProductAd(builder, exactGroup, second);
  relevantTerms(market, main.sku, 6).forEach((text, index) => {
    addKeyword(builder, exactGroup, text, "EXACT", bid(input, 0.8, 1.8), index === 5 ? "PAUSED" : "ENABLED");
  });

  const broad = addCampaign(builder, {
    name: "SP - Broad & Phrase - research",
    targetingType: "MANUAL",
    state: "ENABLED",
    budget: round2(8 * input.scale),
    startDate: addDays(today, -100),
    strategy: "LEGACY_FOR_SALES",
    placements: { PLACEMENT_PRODUCT_PAGE: 20 },
  });
  const broadGroup = addAdGroup(builder, broad, "Broad", bid(input, 0.55, 0.75));
  for (const product of [main, third, fifth]) addProductAd(builder, broadGroup, product);
  addKeyword(builder, broadGroup, main.noun, "BROAD", bid(input, 0.6, 0.9));
  addKeyword(builder, broadGroup, third.noun, "BROAD", undefined);
  addKeyword(
    builder,
    broadGroup,
    `${main.modifiers[0] ?? ""} ${main.noun}`.trim(),
    "PHRASE",
    bid(input, 0.7, 1.0),
  );
  addKeyword(builder, broadGroup, fifth.noun, "PHRASE", bid(input, 0.5, 0.8));
  for (const text of relevantTerms(market, main.sku, 2, 40))
    addNegativeKeyword(builder, broadGroup, text, "NEGATIVE_EXACT");
  const pausedGroup = addAdGroup(builder, broad, "Phrase - paused test", bid(input, 0.5, 0.7), "PAUSED");
  addProductAd(builder, pausedGroup, fourth);
  addKeyword(builder, pausedGroup, fourth.noun, "PHRASE", bid(input, 0.5, 0.8));

  const asin = addCampaign(builder, {
    name: "SP - Product targeting - competitors",
    targetingType: "MANUAL",
    state: "ENABLED",
    budget: round2(12 * input.scale),
    startDate: addDays(today, -80),
    strategy: "LEGACY_FOR_SALES",
    placements: { PLACEMENT_PRODUCT_PAGE: 30 },
  });
  const asinGroup = addAdGroup(builder, asin, "Competitor ASINs", bid(input, 0.6, 0.8));
  addProductAd(builder, asinGroup, second);
  addProductAd(builder, asinGroup, fourth);
  for (const page of pages.slice(3, 6))
    addTarget(
      builder,
      asinGroup,
      [{ type: "ASIN_SAME_AS", value: page.text.toUpperCase() }],
      bid(input, 0.6, 1.1),
    );
  const categoryGroup = addAdGroup(builder, asin, "Category", bid(input, 0.4, 0.6));
  addProductAd(builder, categoryGroup, second);
  addTarget(builder, categoryGroup, [{ type: "ASIN_CATEGORY_SAME_AS", value: main.categoryId }]);
  addNegativeTarget(builder, categoryGroup, "ASIN_SAME_AS", pages[6]?.text.toUpperCase() ?? main.asin);
  const expandedFrom = pages[7];
  if (expandedFrom)
    addTarget(
      builder,
      categoryGroup,
      [{ type: "ASIN_EXPANDED_FROM", value: expandedFrom.text.toUpperCase() }],
      bid(input, 0.5, 0.7),
    );

  const holiday = addCampaign(builder, {
    name: "SP - Holiday test",
    targetingType: "MANUAL",
    state: "PAUSED",
    budget: round2(40 * input.scale),
    startDate: addDays(today, -30),
    strategy: "AUTO_FOR_SALES",
  });
  const holidayGroup = addAdGroup(builder, holiday, "Gifts", bid(input, 0.8, 1.2));
  addProductAd(builder, holidayGroup, sixth);
  addKeyword(builder, holidayGroup, `${sixth.noun} gift`, "PHRASE", bid(input, 0.9, 1.3));
  addKeyword(builder, holidayGroup, sixth.noun, "EXACT", bid(input, 1.0, 1.4));

  const archived = addCampaign(builder, {
    name: "SP - Old launch",
    targetingType: "MANUAL",
    state: "ARCHIVED",
    budget: round2(10 * input.scale),
    startDate: addDays(today, -300),
    strategy: "LEGACY_FOR_SALES",
  });
  const archivedGroup = addAdGroup(builder, archived, "Launch", bid(input, 0.5, 0.9));
  addProductAd(builder, archivedGroup, main);
  addKeyword(builder, archivedGroup, main.noun, "EXACT", bid(input, 0.9, 1.4));
}
