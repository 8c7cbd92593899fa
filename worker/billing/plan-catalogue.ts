import { TARIFF_PLANS, type TariffPlanName } from "../contracts/billing/plans";
import { createPlan } from "./plan-setup";
import type { Stripe } from "./stripe-client";

/** One plan of document 001 §9 as Stripe sells it (price looked up by its lookup key, the plan's name). */
export type PlanOffer = {
  plan: TariffPlanName;
  priceId: string;
  productId: string;
  /** USD a month. */
  price: number;
  listPrice: number;
  adSpendCap: number;
  benefits: string[];
};

const isPlan = (value: string | null | undefined): value is TariffPlanName =>
  (TARIFF_PLANS as readonly string[]).includes(value ?? "");

function offerOf(price: Stripe.Price): PlanOffer | undefined {
  const product = price.product as Stripe.Product;
  if (!isPlan(price.lookup_key) || typeof product !== "object") return undefined;
  const meta = product.metadata ?? {};
  return {
    plan: price.lookup_key,
    priceId: price.id,
    productId: product.id,
    price: (price.unit_amount ?? 0) / 100,
    listPrice: Number(meta.listPrice ?? 0),
    adSpendCap: Number(meta.adSpendCap ?? 0),
    benefits: (meta.benefits ?? "")
      .split(",")
      .map((benefit) => benefit.trim())
      .filter(Boolean),
  };
}

/**
 * The three plans, found in Stripe by their prices' lookup keys (the plan names); a plan the account
 * lacks is created (plan-setup.ts), so a new Stripe account needs no manual setup.
 */
export async function planCatalogue(stripe: Stripe): Promise<PlanOffer[]> {
  const prices = await stripe.prices.list({
    lookup_keys: [...TARIFF_PLANS],
    active: true,
    expand: ["data.product"],
  });
  const offers = prices.data.flatMap((price) => offerOf(price) ?? []);
  for (const plan of TARIFF_PLANS.filter((each) => !offers.some((offer) => offer.plan === each))) {
    const created = offerOf(await createPlan(stripe, plan));
    if (!created) throw new Error(`Stripe did not create a price for ${plan}`);
    offers.push(created);
  }
  return TARIFF_PLANS.map((plan) => offers.find((offer) => offer.plan === plan) as PlanOffer);
}

export async function planOffer(stripe: Stripe, plan: TariffPlanName) {
  const offer = (await planCatalogue(stripe)).find((each) => each.plan === plan);
  if (!offer) throw new Error(`no Stripe price for ${plan}`);
  return offer;
}

/** Which plan a Stripe price is, by its lookup key. */
export const planOfPrice = (price: Stripe.Price | undefined) =>
  isPlan(price?.lookup_key) ? price.lookup_key : null;
