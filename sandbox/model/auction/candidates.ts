/**
 * The auction index of a profile: for every query, the (product ad, keyword or target) pairs that
 * may serve on it. Built once per `advance` call from the entities (they do not change while time
 * runs). Only ENABLED campaign, ad group, ad and clause qualify; negatives are applied here.
 * Budget, flight dates and stock change by the hour or day and are checked in the hour loop.
 */
import type { AdGroup, BiddingStrategy, Placement, ProductAd } from "../entities";
import type { Profile } from "../state";
import { adjustmentsOf } from "./bidding";
import { negativeFilter } from "./negative-filter";
import {
  autoGroupServes,
  expressionMatchesPage,
  type PageFacts,
  pageFacts,
  targetingText,
} from "./targeting";
import { keywordMatches, normalizedWords } from "./text-match";

export interface Candidate {
  productIndex: number;
  campaignIndex: number;
  campaignId: string;
  adGroupId: string;
  adId: string;
  /** The ad's index in the profile's productAds (the simulation's per-ad counters). */
  adIndex: number;
  sku: string;
  asin: string;
  targetingId: string;
  targetingKind: "KEYWORD" | "TARGET";
  targeting: string;
  matchType: string;
  bid: number;
  strategy: BiddingStrategy;
  /** Placement adjustments in percent: top of search, rest of search, product pages. */
  adjustments: Record<Placement, number>;
}

interface Clause {
  id: string;
  kind: "KEYWORD" | "TARGET";
  adGroup: AdGroup;
  campaignIndex: number;
  bid: number;
  targeting: string;
  matchType: string;
  serves: (queryIndex: number, relevance: number, productIndex: number) => boolean;
}

export function buildCandidates(profile: Profile): Candidate[][] {
  const { ads, market, catalog } = profile;
  const queries = market.queries;
  const byQuery: Candidate[][] = queries.map(() => []);
  const campaignIndex = new Map(ads.campaigns.map((campaign, index) => [campaign.campaignId, index]));
  const productIndex = new Map(catalog.map((product, index) => [product.sku, index]));
  const liveGroups = new Map<string, AdGroup>();
  for (const group of ads.adGroups) {
    const campaign = ads.campaigns[campaignIndex.get(group.campaignId) ?? -1];
    if (group.state === "ENABLED" && campaign?.state === "ENABLED") liveGroups.set(group.adGroupId, group);
  }
  const adIndex = new Map(ads.productAds.map((ad, index) => [ad.adId, index]));
  const adsByGroup = new Map<string, ProductAd[]>();
  for (const ad of ads.productAds) {
    const product = catalog[productIndex.get(ad.sku) ?? -1];
    if (ad.state !== "ENABLED" || !liveGroups.has(ad.adGroupId) || !product) continue;
    if (product.eligibility.some((status) => status.severity === "INELIGIBLE")) continue;
    adsByGroup.set(ad.adGroupId, [...(adsByGroup.get(ad.adGroupId) ?? []), ad]);
  }

  const words = queries.map((query) => (query.kind === "term" ? normalizedWords(query.text) : []));
  const pages = queries.map((query) => (query.kind === "page" ? pageFacts(query) : undefined));
  const pageByAsin = new Map<string, PageFacts>();
  for (const page of pages) if (page) pageByAsin.set(page.asin, page);
  const blocked = negativeFilter(profile, words, pages);

  const clauses: Clause[] = [];
  for (const keyword of ads.keywords) {
    const group = liveGroups.get(keyword.adGroupId);
    if (keyword.state !== "ENABLED" || !group) continue;
    const keywordWords = normalizedWords(keyword.keywordText);
    clauses.push({
      id: keyword.keywordId,
      kind: "KEYWORD",
      adGroup: group,
      campaignIndex: campaignIndex.get(group.campaignId) ?? -1,
      bid: keyword.bid ?? group.defaultBid,
      targeting: keyword.keywordText,
      matchType: keyword.matchType,
      serves: (q) =>
        queries[q]?.kind === "term" && keywordMatches(keywordWords, words[q] ?? [], keyword.matchType),
    });
  }
  for (const target of ads.targets) {
    const group = liveGroups.get(target.adGroupId);
    if (target.state !== "ENABLED" || !group) continue;
    const type = target.expression[0]?.type;
    const auto = target.expressionType === "AUTO";
    clauses.push({
      id: target.targetId,
      kind: "TARGET",
      adGroup: group,
      campaignIndex: campaignIndex.get(group.campaignId) ?? -1,
      bid: target.bid ?? group.defaultBid,
      targeting: targetingText(target.expression),
      matchType: auto ? "TARGETING_EXPRESSION_PREDEFINED" : "TARGETING_EXPRESSION",
      serves: (q, rel, p) => {
        const query = queries[q];
        const page = pages[q];
        if (!query) return false;
        if (!auto) return page !== undefined && expressionMatchesPage(target.expression, page, pageByAsin);
        return autoGroupServes(type, query, rel, catalog[p]?.categoryId);
      },
    });
  }

  for (const clause of clauses) {
    const campaign = ads.campaigns[clause.campaignIndex];
    if (!campaign) continue;
    const adjustments = adjustmentsOf(campaign);
    for (const ad of adsByGroup.get(clause.adGroup.adGroupId) ?? []) {
      const p = productIndex.get(ad.sku) ?? -1;
      const truth = market.truth[p];
      if (!truth) continue;
      for (let q = 0; q < queries.length; q++) {
        if (queries[q]?.ownSku === ad.sku) continue;
        if (!clause.serves(q, truth.relevance[q] ?? 0, p)) continue;
        if (blocked(clause.adGroup, q)) continue;
        byQuery[q]?.push({
          productIndex: p,
          campaignIndex: clause.campaignIndex,
          campaignId: campaign.campaignId,
          adGroupId: clause.adGroup.adGroupId,
          adId: ad.adId,
          adIndex: adIndex.get(ad.adId) ?? -1,
          sku: ad.sku,
          asin: ad.asin,
          targetingId: clause.id,
          targetingKind: clause.kind,
          targeting: clause.targeting,
          matchType: clause.matchType,
          bid: clause.bid,
          strategy: campaign.dynamicBidding.strategy,
          adjustments,
        });
      }
    }
  }
  return byQuery;
}
