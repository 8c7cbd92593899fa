/**
 * A seller's master catalog (same SKU and ASIN in every marketplace) and its per-marketplace
 * listing: local price, eligibility problems and out-of-stock spells.
 */
import { intIn, pick, shuffled, uniformIn } from "../core/draws";
import { alnumFromName } from "../core/ids";
import type { CountryCode } from "../core/marketplaces";
import { MARKETPLACES } from "../core/marketplaces";
import { round2 } from "../core/numbers";
import { rngFromString } from "../core/rng";
import { addDays } from "../core/time";
import type { CategorySpec, Scenario, SellerSpec } from "../scenario";
import type { EligibilityStatus, IneligibilityName, Product } from "../state";
import { randomSpells } from "./stock-spells";
import { titleCase } from "./vocabulary";

export interface MasterProduct {
  index: number;
  sku: string;
  asin: string;
  category: CategorySpec;
  noun: string;
  modifiers: string[];
  audience: string;
  basePrice: number;
  title: string;
}

export function asinFor(seed: string, name: string): string {
  return `B0${alnumFromName(`${seed}:asin:${name}`, 8)}`;
}

export function masterCatalog(seed: string, scenario: Scenario, seller: SellerSpec): MasterProduct[] {
  const rng = rngFromString(`${seed}:catalog:${seller.key}`);
  const size = Math.max(0, ...Object.values(seller.catalog));
  const categories = seller.categories
    .map((id) => scenario.categories.find((category) => category.id === id))
    .filter((category): category is CategorySpec => category !== undefined);
  const prefix = seller.brand
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 3)
    .toUpperCase()
    .padEnd(3, "X");
  const used = new Set<string>();
  const products: MasterProduct[] = [];
  for (let index = 0; index < size; index++) {
    const category = categories[index % categories.length] as CategorySpec;
    let noun = pick(rng, category.nouns);
    let modifiers = shuffled(rng, category.modifiers).slice(0, 2);
    for (let attempt = 0; attempt < 20 && used.has(`${noun}|${modifiers.join(",")}`); attempt++) {
      noun = pick(rng, category.nouns);
      modifiers = shuffled(rng, category.modifiers).slice(0, 2);
    }
    used.add(`${noun}|${modifiers.join(",")}`);
    const audience = pick(rng, category.audiences);
    const [low, high] = category.priceRange;
    const basePrice = Math.floor(uniformIn(rng, low, high)) + 0.99;
    products.push({
      index,
      sku: `${prefix}-${String(index + 1).padStart(4, "0")}-${alnumFromName(`${seed}:sku:${seller.key}:${index}`, 2)}`,
      asin: asinFor(seed, `${seller.key}:${index}`),
      category,
      noun,
      modifiers,
      audience,
      basePrice,
      title: `${seller.brand} ${titleCase(modifiers.join(" "))} ${titleCase(noun)} for ${titleCase(audience)}`,
    });
  }
  return products;
}

const INELIGIBLE: { name: IneligibilityName; message: string }[] = [
  { name: "MISSING_IMAGE", message: "This product is missing a main image." },
  { name: "RESTRICTED_CATEGORY", message: "Products in this category cannot be advertised." },
  { name: "LISTING_SUPRESSED", message: "The listing is suppressed; fix the listing in Seller Central." },
  { name: "INELIGIBLE_CONDITION", message: "Only new products can be advertised." },
];

/** The products a profile lists: the first N of the master catalog, localised. */
export function listProducts(
  seed: string,
  scenario: Scenario,
  seller: SellerSpec,
  master: MasterProduct[],
  country: CountryCode,
): Product[] {
  const rng = rngFromString(`${seed}:listing:${seller.key}:${country}`);
  const marketplace = MARKETPLACES[country];
  const factor = scenario.marketplaces[country]?.price ?? 1;
  const startDate = scenario.startAt.slice(0, 10);
  const origin = addDays(startDate, -scenario.historyDays - 5);
  const count = seller.catalog[country] ?? 0;
  return master.slice(0, count).map((item) => {
    const eligibility: EligibilityStatus[] = [];
    const roll = rng.next();
    if (roll < scenario.eligibility.ineligibleShare) {
      const reason = INELIGIBLE[intIn(rng, 0, INELIGIBLE.length - 1)] as (typeof INELIGIBLE)[number];
      eligibility.push({ ...reason, severity: "INELIGIBLE" });
    } else if (roll < scenario.eligibility.ineligibleShare + scenario.eligibility.warningShare) {
      eligibility.push({
        name: "NOT_IN_BUYBOX",
        severity: "ELIGIBLE_WITH_WARNING",
        message: "The product is not winning the featured offer; it may get few impressions.",
      });
    }
    return {
      sku: item.sku,
      asin: item.asin,
      title: item.title,
      brand: seller.brand,
      categoryId: item.category.id,
      categoryName: item.category.name,
      price: round2(Math.floor(item.basePrice * factor) + 0.99),
      currencyCode: marketplace.currencyCode,
      imagePath: `/images/${item.asin}.svg`,
      eligibility,
      stockSpells: randomSpells(rng, scenario.stock, origin, 400),
      noun: item.noun,
      modifiers: item.modifiers,
    };
  });
}
