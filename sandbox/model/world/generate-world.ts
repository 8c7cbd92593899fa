/**
 * Generates a world from (seed, scenario): sellers, their Ads profiles in each marketplace, catalogs,
 * hidden markets and the campaigns to migrate. The clock starts `historyDays` before the scenario's
 * hand-over instant; `createWorld` then simulates that history so reports have data from day one.
 */
import { advance } from "../clock";
import { alnumFromName, profileIdFor } from "../core/ids";
import { COUNTRY_CODES, type CountryCode, MARKETPLACES } from "../core/marketplaces";
import { rngFromString } from "../core/rng";
import { addDays, DAY_MS, isoInstant, localDate, parseInstant } from "../core/time";
import { emptyAdsEntities } from "../entities";
import { emptyProfileMetrics } from "../metrics";
import type { Scenario, SellerSpec } from "../scenario";
import { type Profile, type SandboxState, type Seller, STATE_VERSION } from "../state";
import { basicCampaigns } from "./basic-campaigns";
import { fullCampaigns } from "./full-campaigns";
import { listProducts, masterCatalog } from "./generate-catalog";
import { generateMarket } from "./generate-market";

/** The world at its origin, before any simulated hour. */
export function generateWorld(seed: string, scenario: Scenario): SandboxState {
  const handOver = parseInstant(scenario.startAt);
  const originMs = handOver - scenario.historyDays * DAY_MS;
  const counter = { nextId: 1 };
  const sellers: Seller[] = [];
  const profiles: Profile[] = [];
  const countries = COUNTRY_CODES.filter((code) => scenario.marketplaces[code] !== undefined);
  scenario.sellers.forEach((spec, sellerIndex) => {
    const seller: Seller = {
      sellerId: `A${alnumFromName(`${seed}:seller:${spec.key}`, 13)}`,
      key: spec.key,
      name: spec.name,
      email: spec.email,
      brand: spec.brand,
      adsAccountId: `amzn1.ads-account.g.${alnumFromName(`${seed}:ads-account:${spec.key}`, 26).toLowerCase()}`,
    };
    sellers.push(seller);
    const master = masterCatalog(seed, scenario, spec);
    for (const country of countries) {
      const profile = generateProfile(seed, scenario, spec, seller, country, master, originMs);
      if (sellerIndex === 0 && country === "US") markDemoProblems(profile, scenario, handOver);
      seedCampaigns(seed, scenario, spec, profile, counter, handOver);
      profiles.push(profile);
    }
  });
  return {
    version: STATE_VERSION,
    seed,
    scenario,
    clock: { now: isoInstant(originMs), origin: isoInstant(originMs) },
    nextId: counter.nextId,
    sellers,
    profiles,
  };
}

/** The world as handed over: generated, then `historyDays` of history simulated. */
export function createWorld(seed: string, scenario: Scenario): SandboxState {
  return advance(generateWorld(seed, scenario), scenario.historyDays * 24).state;
}

function generateProfile(
  seed: string,
  scenario: Scenario,
  spec: SellerSpec,
  seller: Seller,
  country: CountryCode,
  master: ReturnType<typeof masterCatalog>,
  originMs: number,
): Profile {
  const marketplace = MARKETPLACES[country];
  const catalog = listProducts(seed, scenario, spec, master, country);
  const market = generateMarket({
    seed,
    scenario,
    profileKey: `${spec.key}:${country}`,
    countryCode: country,
    ownBrand: spec.brand,
    catalog,
  });
  return {
    ...profileOfSeller(profileIdFor(seed, spec.key, country), seller, country),
    catalog,
    market,
    ads: emptyAdsEntities(),
    metrics: emptyProfileMetrics(localDate(marketplace.timezone, originMs)),
  };
}

/** A seller's profile in a marketplace as `GET /v2/profiles` shows it (the rest is the caller's). */
export function profileOfSeller(profileId: number, seller: Seller, country: CountryCode) {
  const marketplace = MARKETPLACES[country];
  return {
    profileId,
    sellerId: seller.sellerId,
    countryCode: country,
    currencyCode: marketplace.currencyCode,
    timezone: marketplace.timezone,
    dailyBudget: 999_999_999,
    accountInfo: {
      marketplaceStringId: marketplace.marketplaceStringId,
      id: seller.sellerId,
      type: "seller" as const,
      name: seller.name,
      validPaymentMethod: true,
    },
  };
}

/** The demo seller always shows an out-of-stock SKU and an ineligible SKU at hand-over. */
function markDemoProblems(profile: Profile, scenario: Scenario, handOver: number): void {
  const today = localDate(profile.timezone, handOver);
  for (let i = 0; i < scenario.stock.outOfStockAtStart; i++) {
    const product = profile.catalog[3 + i];
    if (!product) break;
    product.stockSpells = [
      { start: addDays(today, -1), end: addDays(today, 3) },
      ...product.stockSpells.filter(
        (spell) => spell.end < addDays(today, -2) || spell.start > addDays(today, 5),
      ),
    ].sort((a, b) => a.start.localeCompare(b.start));
  }
  const last = profile.catalog[profile.catalog.length - 1];
  if (
    last &&
    !profile.catalog.some((product) => product.eligibility.some((e) => e.severity === "INELIGIBLE"))
  ) {
    last.eligibility = [
      { name: "MISSING_IMAGE", severity: "INELIGIBLE", message: "This product is missing a main image." },
    ];
  }
}

function seedCampaigns(
  seed: string,
  scenario: Scenario,
  spec: SellerSpec,
  profile: Profile,
  counter: { nextId: number },
  handOver: number,
): void {
  const mode = spec.campaigns[profile.countryCode] ?? "none";
  if (mode === "none") return;
  const created = isoInstant(handOver - 200 * DAY_MS);
  const input = {
    builder: { ads: profile.ads, counter, times: { creationDateTime: created, lastUpdateDateTime: created } },
    rng: rngFromString(`${seed}:campaigns:${spec.key}:${profile.countryCode}`),
    catalog: profile.catalog,
    market: profile.market,
    today: localDate(profile.timezone, handOver),
    scale: scenario.marketplaces[profile.countryCode]?.bid ?? 1,
  };
  if (mode === "full") fullCampaigns(input);
  else basicCampaigns(input);
}
