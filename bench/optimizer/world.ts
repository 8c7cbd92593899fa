/**
 * The world every strategy starts from: the scenario narrowed to one seller in one marketplace (the
 * other sellers and marketplaces would only cost simulation time), its history simulated, and the
 * seller's advertisable products with the limits every strategy shares.
 */
import { readFileSync } from "node:fs";
import {
  createWorld,
  localTime,
  type Product,
  type Profile,
  parseScenario,
  type SandboxState,
  type Scenario,
} from "../../sandbox/model/index";
import { demandBudgetCents } from "./budget";
import type { BenchArgs } from "./cli-args";
import { atLocalMidnight } from "./local-midnight";
import { scenarioBudgetCents } from "./scenario-budget";

/** One SKU's limits, as its settings hold them (cents), the same for every strategy. */
export type SkuLimits = { budgetCents: number; bidMinCents: number; bidMaxCents: number };

export type BenchWorld = {
  scenario: Scenario;
  seed: string;
  state: SandboxState;
  profileId: number;
  timezone: string;
  /** The products advertised: listed with no problem that makes them ineligible. */
  products: Product[];
  limits: SkuLimits;
  targetAcos: number;
  days: number;
  /** Dollars of one extra unit per order on average: a product's sales per order = price × this. */
  unitsPerOrder: number;
};

/** The SKU's Min/Max Bid in US dollars before the marketplace's bid factor (the budget: budget.ts). */
export const BASE_LIMITS = { bidMin: 0.15, bidMax: 3 };

/** What a scenario file may say to the bench beside the sandbox's scenario (`"bench": {…}`). */
export type BenchOptions = { dailyBudget?: number };

/** The file's `bench` options; the sandbox's scenario parser ignores the key. */
export function readBenchOptions(file: string): BenchOptions {
  const raw = JSON.parse(readFileSync(file, "utf8")) as { bench?: BenchOptions };
  const budget = raw.bench?.dailyBudget;
  if (budget !== undefined && !(typeof budget === "number" && budget > 0))
    throw new Error(`${file}: bench.dailyBudget must be a positive number of dollars`);
  return raw.bench ?? {};
}

export function readScenario(file: string): Scenario {
  const parsed = parseScenario(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.issues.join("; ")}`);
  return parsed.scenario;
}

/** The scenario with only the seller, listed only in the marketplace, and no campaigns of its own. */
export function narrowScenario(
  scenario: Scenario,
  sellerKey: string | null,
  country: BenchArgs["marketplace"],
) {
  const seller = sellerKey
    ? scenario.sellers.find((candidate) => candidate.key === sellerKey)
    : scenario.sellers[0];
  if (!seller) throw new Error(`no seller ${sellerKey} in scenario ${scenario.name}`);
  const market = scenario.marketplaces[country];
  const listed = seller.catalog[country];
  if (!market || !listed) throw new Error(`seller ${seller.key} does not sell in ${country}`);
  return {
    ...scenario,
    marketplaces: { [country]: market },
    sellers: [{ ...seller, catalog: { [country]: listed }, campaigns: { [country]: "none" as const } }],
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

export function buildWorld(args: BenchArgs, scenario: Scenario, options: BenchOptions = {}): BenchWorld {
  const narrowed = narrowScenario(scenario, args.seller, args.marketplace);
  const first = createWorld(args.seed, narrowed);
  const state = atLocalMidnight(first, first.profiles[0]?.timezone ?? "America/Los_Angeles");
  const profile = state.profiles[0] as Profile | undefined;
  if (!profile) throw new Error("the world has no profile");
  const factors = narrowed.marketplaces[args.marketplace] ?? { price: 1, bid: 1 };
  const products = profile.catalog.filter((product) =>
    product.eligibility.every((problem) => problem.severity !== "INELIGIBLE"),
  );
  const unitsPerOrder = 1 + narrowed.attribution.extraUnitShare;
  const budgetCents =
    options.dailyBudget !== undefined
      ? cents(options.dailyBudget * factors.price)
      : scenarioBudgetCents(narrowed, factors.price, () =>
          demandBudgetCents({
            scenario: narrowed,
            profile,
            products,
            firstDate: localTime(profile.timezone, Date.parse(state.clock.now)).date,
            days: args.days,
            targetAcos: args.targetAcos,
            unitsPerOrder,
          }),
        );
  return {
    scenario: narrowed,
    seed: args.seed,
    state,
    profileId: profile.profileId,
    timezone: profile.timezone,
    products,
    limits: {
      budgetCents,
      bidMinCents: cents(BASE_LIMITS.bidMin * factors.bid),
      bidMaxCents: cents(BASE_LIMITS.bidMax * factors.bid),
    },
    targetAcos: args.targetAcos,
    days: args.days,
    unitsPerOrder,
  };
}

export const profileOf = (state: SandboxState, profileId: number): Profile => {
  const profile = state.profiles.find((candidate) => candidate.profileId === profileId);
  if (!profile) throw new Error(`no profile ${profileId}`);
  return profile;
};
