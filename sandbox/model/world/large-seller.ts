/**
 * A large seller for benchmarks: one US profile with `keywords` keywords and `targets` product targets,
 * 100 to an ad group, each ad group its own manual campaign with one product ad, and `days` days of
 * report figures drawn rather than simulated (reports/synthetic-facts.ts): simulating an auction for
 * 100,000 clauses a day would take the sandbox hours. Its products have no market, so moving the clock
 * serves them nothing; it exists for the sync to read.
 */
import { allocateId, alnumFromName, profileIdFor } from "../core/ids";
import { MARKETPLACES } from "../core/marketplaces";
import { addDays, DAY_MS, isoInstant, localDate, parseInstant } from "../core/time";
import type { AdGroup, Campaign, Keyword, MatchType, ProductAd } from "../entities";
import { emptyAdsEntities } from "../entities";
import { emptyProfileMetrics } from "../metrics";
import type { Product, Profile, SandboxState, Seller } from "../state";
import type { TargetingClause } from "../targeting-entities";
import { asinFor } from "./generate-catalog";
import { profileOfSeller } from "./generate-world";

export type LargeSellerSpec = {
  email: string;
  keywords: number;
  targets: number;
  days: number;
  /** Share of the clauses serving on a given day (default 5 %). */
  activeShare?: number;
};

const CLAUSES_PER_AD_GROUP = 100;
const PRODUCTS = 50;
const MATCH_TYPES: readonly MatchType[] = ["EXACT", "PHRASE", "BROAD"];
export const LARGE_SELLER_LIMIT = 500_000;

/** The world with the large seller added; answers its seller and profile ids. */
export function addLargeSeller(state: SandboxState, spec: LargeSellerSpec) {
  const key = `large-${alnumFromName(spec.email.toLowerCase(), 6).toLowerCase()}`;
  const marketplace = MARKETPLACES.US;
  const nowMs = parseInstant(state.clock.now);
  const today = localDate(marketplace.timezone, nowMs);
  const created = isoInstant(nowMs - 200 * DAY_MS);
  const times = { creationDateTime: created, lastUpdateDateTime: created };
  const seller: Seller = {
    sellerId: `A${alnumFromName(`${state.seed}:seller:${key}`, 13)}`,
    key,
    name: "Large Seller",
    email: spec.email,
    brand: "Largo",
    adsAccountId: `amzn1.ads-account.g.${alnumFromName(`${state.seed}:ads-account:${key}`, 26).toLowerCase()}`,
  };
  const catalog: Product[] = Array.from({ length: PRODUCTS }, (_, index) => ({
    sku: `LARGE-${String(index + 1).padStart(3, "0")}`,
    asin: asinFor(state.seed, `${key}:${index}`),
    title: `Largo product ${index + 1}`,
    brand: "Largo",
    categoryId: "large",
    categoryName: "Large catalogue",
    price: 15 + (index % 45),
    currencyCode: marketplace.currencyCode,
    imagePath: `/images/${key}-${index}.svg`,
    eligibility: [],
    stockSpells: [],
    noun: "product",
    modifiers: [],
  }));
  const counter = { nextId: state.nextId };
  const ads = emptyAdsEntities();
  const adGroupFor = (group: number) => {
    const product = catalog[group % PRODUCTS] as Product;
    const campaign: Campaign = {
      campaignId: allocateId(counter),
      name: `Largo ${product.sku} ${group + 1}`,
      targetingType: "MANUAL",
      state: "ENABLED",
      budget: { budgetType: "DAILY", budget: 50 },
      startDate: addDays(today, -spec.days - 30),
      dynamicBidding: { strategy: "LEGACY_FOR_SALES", placementBidding: [] },
      extendedData: times,
    };
    const adGroup: AdGroup = {
      adGroupId: allocateId(counter),
      campaignId: campaign.campaignId,
      name: `Largo group ${group + 1}`,
      state: "ENABLED",
      defaultBid: 0.75,
      extendedData: times,
    };
    const ad: ProductAd = {
      adId: allocateId(counter),
      campaignId: campaign.campaignId,
      adGroupId: adGroup.adGroupId,
      state: "ENABLED",
      sku: product.sku,
      asin: product.asin,
      extendedData: times,
    };
    ads.campaigns.push(campaign);
    ads.adGroups.push(adGroup);
    ads.productAds.push(ad);
    return adGroup;
  };
  let group = 0;
  for (let start = 0; start < spec.keywords; start += CLAUSES_PER_AD_GROUP, group++) {
    const adGroup = adGroupFor(group);
    for (let index = start; index < Math.min(spec.keywords, start + CLAUSES_PER_AD_GROUP); index++) {
      const keyword: Keyword = {
        keywordId: allocateId(counter),
        campaignId: adGroup.campaignId,
        adGroupId: adGroup.adGroupId,
        keywordText: `largo term ${Math.floor(index / 3) + 1}`,
        matchType: MATCH_TYPES[index % 3] as MatchType,
        bid: 0.5 + (index % 20) / 10,
        state: "ENABLED",
        extendedData: times,
      };
      ads.keywords.push(keyword);
    }
  }
  for (let start = 0; start < spec.targets; start += CLAUSES_PER_AD_GROUP, group++) {
    const adGroup = adGroupFor(group);
    for (let index = start; index < Math.min(spec.targets, start + CLAUSES_PER_AD_GROUP); index++) {
      const expression = [{ type: "ASIN_SAME_AS", value: asinFor(state.seed, `${key}:target:${index}`) }];
      const target: TargetingClause = {
        targetId: allocateId(counter),
        campaignId: adGroup.campaignId,
        adGroupId: adGroup.adGroupId,
        expression,
        resolvedExpression: expression,
        expressionType: "MANUAL",
        bid: 0.5 + (index % 20) / 10,
        state: "ENABLED",
        extendedData: times,
      };
      ads.targets.push(target);
    }
  }
  const profile: Profile = {
    ...profileOfSeller(profileIdFor(state.seed, key, "US"), seller, "US"),
    catalog,
    market: { queries: [], truth: [], referenceCtr: 0.01, referenceCvr: 0.1, velocity: {} },
    ads,
    metrics: emptyProfileMetrics(today),
    synthetic: { fromDate: addDays(today, -spec.days), activeShare: spec.activeShare ?? 0.05 },
  };
  return {
    state: {
      ...state,
      nextId: counter.nextId,
      sellers: [...state.sellers, seller],
      profiles: [...state.profiles, profile],
    },
    result: {
      sellerId: seller.sellerId,
      profileId: profile.profileId,
      campaigns: ads.campaigns.length,
      keywords: ads.keywords.length,
      targets: ads.targets.length,
    },
  };
}
