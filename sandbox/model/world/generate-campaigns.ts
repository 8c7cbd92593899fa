/**
 * Campaigns a seller already runs and will migrate: AUTO and MANUAL, keywords of every match type,
 * ASIN and category targets, negatives at both levels, paused entities, one archived campaign, and
 * products advertised in more than one campaign.
 */
import { round2 } from "../core/numbers";
import type { Rng } from "../core/rng";
import { addDays } from "../core/time";
import type { Market } from "../market";
import type { Product } from "../state";
import {
  addAdGroup,
  addCampaign,
  addCampaignNegativeKeyword,
  addCampaignNegativeTarget,
  addKeyword,
  addNegativeKeyword,
  addNegativeTarget,
  addProductAd,
  addTarget,
  type Builder,
} from "./campaign-builder";

export interface CampaignInput {
  builder: Builder;
  rng: Rng;
  catalog: Product[];
  market: Market;
  /** Local date the world is handed over. */
  today: string;
  /** Marketplace bid scale (budgets and bids follow it). */
  scale: number;
}

function bid(input: CampaignInput, low: number, high: number): number {
  return Math.max(0.02, round2((low + (high - low) * input.rng.next()) * input.scale));
}

/** The most relevant search terms of a product, best first. */
export function relevantTerms(market: Market, sku: string, count: number, skip = 0): string[] {
  const truth = market.truth.find((row) => row.sku === sku);
  if (!truth) return [];
  return market.queries
    .map((query, index) => ({ query, relevance: truth.relevance[index] ?? 0 }))
    .filter((entry) => entry.query.kind === "term")
    .sort((a, b) => b.relevance - a.relevance || a.query.text.localeCompare(b.query.text))
    .slice(skip, skip + count)
    .map((entry) => entry.query.text);
}

function competitorPages(market: Market, categoryId: string) {
  return market.queries.filter(
    (query) => query.kind === "page" && !query.ownSku && query.categoryId === categoryId,
  );
}

export function basicCampaigns(input: CampaignInput): void {
  const { builder, catalog, market } = input;
  const products = catalog.filter((product) => !product.eligibility.some((e) => e.severity === "INELIGIBLE"));
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

export function fullCampaigns(input: CampaignInput): void {
  const { builder, catalog, market, today } = input;
  const eligible = catalog.filter((product) => !product.eligibility.some((e) => e.severity === "INELIGIBLE"));
  const [main, second, third, fourth, fifth, sixth] = eligible;
  if (!main || !second || !third || !fourth || !fifth || !sixth) return basicCampaigns(input);
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
