/**
 * Amazon's search results page for a keyword on one marketplace, as a rank provider (SerpApi's Amazon
 * Search engine) reads it: organic cards in the market's organic ranking, with sponsored cards
 * interleaved. Pure.
 *
 * The organic ranking is the sandbox's own (`organicRank`): a product's place among the term's
 * competing listings moves with its relevance and last week's sales (ads included), so a boost that
 * sells climbs. Every profile of the marketplace puts its ranking products in the one list, each at
 * its own rank (ties: profile order, then catalog order); the competing listings fill the other
 * places under synthetic ASINs. Sponsored cards are the marketplace's advertised products (an
 * ENABLED product ad in an ENABLED campaign) that are relevant to the keyword, then competitors'.
 */
import type { Product, SandboxState } from "../state";
import { organicRank } from "./products";

/** Organic cards a page shows, and where on a page of 20 the sponsored ones sit (1-based). */
export const ORGANIC_PER_PAGE = 16;
export const SPONSORED_SLOTS = [1, 2, 11, 20] as const;
const CARDS_PER_PAGE = ORGANIC_PER_PAGE + SPONSORED_SLOTS.length;

export interface SearchCard {
  position: number;
  asin: string;
  title: string;
  sponsored: boolean;
}

/** A stable synthetic ASIN for the n-th competing listing of a keyword (B0 and 8 letters or digits). */
export function competitorAsin(keyword: string, n: number, kind: "O" | "S" = "O"): string {
  let hash = 2166136261;
  for (const char of `${kind}:${keyword}:${n}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return `B0${kind}${hash.toString(36).toUpperCase().padStart(7, "0").slice(-7)}`;
}

type Entry = { asin: string; title: string };

/** The whole organic ranking of the keyword on the marketplace, best first. */
export function organicRanking(state: SandboxState, countryCode: string, keyword: string): Entry[] {
  const profiles = state.profiles.filter((profile) => profile.countryCode === countryCode);
  const own: { rank: number; product: Product }[] = [];
  let listings = 0;
  for (const profile of profiles) {
    const terms = profile.market.queries.filter((query) => query.kind === "term");
    listings = Math.max(listings, terms[0]?.organicScores.length ?? 0);
    for (const product of profile.catalog) {
      const rank = organicRank(state, profile, product, keyword);
      if (rank !== null) own.push({ rank, product });
    }
  }
  own.sort((a, b) => a.rank - b.rank);
  const ranking: Entry[] = [];
  let competitors = 0;
  const competitor = () => {
    competitors += 1;
    ranking.push({
      asin: competitorAsin(keyword, competitors),
      title: `${keyword} – listing ${competitors}`,
    });
  };
  for (const { rank, product } of own) {
    while (competitors < rank - 1 && competitors < listings) competitor();
    ranking.push({ asin: product.asin, title: product.title });
  }
  while (competitors < listings) competitor();
  return ranking;
}

/** Advertised products of the marketplace relevant to the keyword: the first sponsored cards. */
function sponsoredOwn(state: SandboxState, countryCode: string, keyword: string): Entry[] {
  const entries: Entry[] = [];
  for (const profile of state.profiles.filter((each) => each.countryCode === countryCode)) {
    const live = new Set(
      profile.ads.campaigns.filter((campaign) => campaign.state === "ENABLED").map((c) => c.campaignId),
    );
    for (const product of profile.catalog) {
      const advertised = profile.ads.productAds.some(
        (ad) => ad.sku === product.sku && ad.state === "ENABLED" && live.has(ad.campaignId),
      );
      if (advertised && organicRank(state, profile, product, keyword) !== null) {
        entries.push({ asin: product.asin, title: product.title });
      }
    }
  }
  return entries;
}

/**
 * Page `page` (1-based) of the results: 16 organic cards and 4 sponsored, numbered 1–20 on the page
 * as SerpApi numbers them. Null past the last organic result (Amazon returns no results).
 */
export function amazonSearchPage(
  state: SandboxState,
  countryCode: string,
  keyword: string,
  page: number,
): SearchCard[] | null {
  const ranking = organicRanking(state, countryCode, keyword);
  const organic = ranking.slice((page - 1) * ORGANIC_PER_PAGE, page * ORGANIC_PER_PAGE);
  if (organic.length === 0) return null;
  const ownAds = page === 1 ? sponsoredOwn(state, countryCode, keyword) : [];
  const cards: SearchCard[] = [];
  let sponsoredShown = 0;
  let organicShown = 0;
  // A full page has all 20 cards; the last, partial page ends with its last organic card.
  const full = organic.length === ORGANIC_PER_PAGE;
  for (let position = 1; position <= CARDS_PER_PAGE && (full || organicShown < organic.length); position++) {
    if ((SPONSORED_SLOTS as readonly number[]).includes(position)) {
      const entry = ownAds[sponsoredShown] ?? {
        asin: competitorAsin(keyword, (page - 1) * SPONSORED_SLOTS.length + sponsoredShown + 1, "S"),
        title: `${keyword} – sponsored`,
      };
      sponsoredShown += 1;
      cards.push({ position, ...entry, sponsored: true });
    } else {
      const entry = organic[organicShown] as Entry;
      organicShown += 1;
      cards.push({ position, ...entry, sponsored: false });
    }
  }
  return cards;
}
