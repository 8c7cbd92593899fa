/**
 * A scenario: the JSON-serialisable market parameters a world is generated from. The demo world is
 * one scenario (sandbox/scenarios/demo.json); benchmarks can measure the automation on many more.
 */
import * as v from "valibot";

const range = v.pipe(
  v.tuple([v.pipe(v.number(), v.minValue(0)), v.pipe(v.number(), v.minValue(0))]),
  v.check(([min, max]) => min <= max, "range must be [min, max] with min <= max"),
);
const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const countryCode = v.picklist(["US", "CA", "UK", "DE"]);
const words = v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9]+( [a-z0-9]+)*$/))), v.minLength(1));

const CategorySchema = v.object({
  /** Amazon-style browse node id, used as the ASIN_CATEGORY_SAME_AS value. */
  id: v.pipe(v.string(), v.regex(/^\d+$/)),
  name: v.string(),
  priceRange: range,
  nouns: words,
  modifiers: words,
  audiences: words,
  competitorBrands: v.pipe(v.array(v.string()), v.minLength(1)),
  /** Number of search terms generated (capped at 400). */
  termCount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(400)),
  /** Daily searches of a term: log-normal with this median and log-sigma. */
  volume: v.object({ median: v.pipe(v.number(), v.minValue(0)), sigma: v.pipe(v.number(), v.minValue(0)) }),
  /** Competitor product pages in the category (ASIN targets), capped at 80. */
  competitorAsins: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(80)),
  pageViews: v.object({
    median: v.pipe(v.number(), v.minValue(0)),
    sigma: v.pipe(v.number(), v.minValue(0)),
  }),
  /** Median competitor bid range across the category's terms (US currency units). */
  cpc: range,
  /** Categories whose product pages show this category's products as complements. */
  complements: v.array(v.string()),
  /** This category's own traffic curves, replacing the scenario's. */
  hourOfDay: v.optional(v.pipe(v.array(v.pipe(v.number(), v.minValue(0))), v.length(24))),
  dayOfWeek: v.optional(v.pipe(v.array(v.pipe(v.number(), v.minValue(0))), v.length(7))),
});

const SellerSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  name: v.string(),
  email: v.pipe(v.string(), v.email()),
  brand: v.string(),
  categories: v.pipe(v.array(v.string()), v.minLength(1)),
  /** Products listed per marketplace (the first N of the seller's master catalog). */
  catalog: v.record(countryCode, v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(200))),
  /** Which existing campaigns to generate: a full migration set, a basic pair, or none. */
  campaigns: v.record(countryCode, v.picklist(["full", "basic", "none"])),
});

/** How honest the auction is; every knob has a default (`auctionKnobs`), so older scenarios stay valid. */
const AuctionSchema = v.object({
  /** A query's reserve price as a share of its competitor bid median, drawn in this range. */
  reserveShare: v.optional(range),
  /** How many clicks' weight the relevance prior has in the marketplace's predicted conversion. */
  predictionPriorClicks: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** Log-sigma of the per-pair error of that prior (what the marketplace cannot know). */
  predictionNoise: v.optional(v.pipe(v.number(), v.minValue(0))),
});

/**
 * Competitors raising their bids on a query while the seller holds a large share of its top slots,
 * and easing back when the share falls; `dailyStep` 0 turns it off. Defaults: `reactionKnobs`.
 */
const CompetitorReactionSchema = v.object({
  /** Share of the query's top slots over the last day above which competitors react. */
  shareThreshold: v.optional(share),
  /** Relative rise (and easing) of the query's competitor bids per day. */
  dailyStep: v.optional(share),
  /** Competitor bids rise at most to this multiple of their level. */
  maxLift: v.optional(v.pipe(v.number(), v.minValue(1))),
});
/** Each (product, query)'s conversion (and click) rate wanders by day around its truth: see simulation/drift.ts. */
const DriftSchema = v.object({
  /** Day-to-day standard deviation of the log CVR multiplier. */
  dailySigma: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /** Share of the log multiplier pulled back to 0 each day (half-life ≈ 0.69 / meanReversion days). */
  meanReversion: v.pipe(v.number(), v.minValue(0.02), v.maxValue(1)),
  /** The same walk's day-to-day sigma for the CTR multiplier (its own draws); 0 keeps CTR still. */
  ctrSigma: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
});

/** When a local day's report rows are published: this many hours after the day ends, drawn per day. */
const ReportingSchema = v.object({
  publishDelayHours: v.pipe(
    range,
    v.check(
      ([min, max]) => max <= 72 && max - min <= 24,
      "publishDelayHours must lie within 72 hours and span at most 24",
    ),
  ),
});

/** What the optimiser bench gives every campaign as its daily budget, when not sized from demand alone. */
const BudgetSchema = v.object({
  /** US dollars a campaign a day (before the marketplace's price factor). */
  dailyPerCampaign: v.optional(v.pipe(v.number(), v.minValue(1))),
  /** Share of the demand-sized budget (bench/optimizer/budget.ts) each campaign gets; below 1 it binds. */
  demandShare: v.optional(v.pipe(v.number(), v.minValue(0.01))),
});

export type DriftSpec = v.InferOutput<typeof DriftSchema>;
export type ReportingSpec = v.InferOutput<typeof ReportingSchema>;
export type BudgetSpec = v.InferOutput<typeof BudgetSchema>;

export const DEFAULT_DRIFT: Required<DriftSpec> = { dailySigma: 0.03, meanReversion: 0.1, ctrSigma: 0 };
/**
 * The reference is silent on report latency (it says only that clicks settle within 3 days and
 * conversions restate over the attribution window): a day's rows appear 6 to 12 hours after it ends.
 */
export const DEFAULT_REPORTING: ReportingSpec = { publishDelayHours: [6, 12] };

export const ScenarioSchema = v.object({
  name: v.string(),
  description: v.string(),
  /** The instant the world is handed over; history is simulated up to it. */
  startAt: v.pipe(
    v.string(),
    v.isoTimestamp(),
    v.check((value) => Date.parse(value) % 3_600_000 === 0, "startAt must be on a whole hour"),
  ),
  historyDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(95)),
  marketplaces: v.record(
    countryCode,
    v.object({
      price: v.number(),
      volume: v.number(),
      bid: v.number(),
      relevanceNoise: v.optional(v.number()),
    }),
  ),
  sellers: v.pipe(v.array(SellerSchema), v.minLength(1)),
  categories: v.pipe(v.array(CategorySchema), v.minLength(1)),
  traffic: v.object({
    hourOfDay: v.pipe(v.array(v.pipe(v.number(), v.minValue(0))), v.length(24)),
    dayOfWeek: v.pipe(v.array(v.pipe(v.number(), v.minValue(0))), v.length(7)),
    seasonality: v.object({
      amplitude: share,
      peakDayOfYear: v.pipe(v.number(), v.minValue(1), v.maxValue(366)),
      /** Extra multiplicative boost in the weeks before the peak (holiday shopping). */
      holidayBoost: v.pipe(v.number(), v.minValue(0)),
    }),
  }),
  competition: v.object({
    level: v.pipe(v.number(), v.minValue(0)),
    competitorsPerQuery: range,
    bidSigma: v.pipe(v.number(), v.minValue(0)),
    organicListings: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)),
  }),
  relevance: v.object({
    alpha: v.pipe(v.number(), v.minValue(0.05)),
    beta: v.pipe(v.number(), v.minValue(0.05)),
  }),
  ctr: v.object({ range }),
  cvr: v.object({ range }),
  stock: v.object({
    spellsPerYear: v.pipe(v.number(), v.minValue(0)),
    durationDays: range,
    scarceDaysBefore: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** SKUs of the demo seller out of stock when the world is handed over. */
    outOfStockAtStart: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  eligibility: v.object({ ineligibleShare: share, warningShare: share }),
  attribution: v.object({ meanLagHours: v.pipe(v.number(), v.minValue(0)), extraUnitShare: share }),
  auction: v.optional(AuctionSchema),
  competitorReaction: v.optional(CompetitorReactionSchema),
  /** Optional (default DEFAULT_DRIFT): states saved before the knob existed lack it too. */
  drift: v.optional(DriftSchema),
  /** Optional (default DEFAULT_REPORTING). */
  reporting: v.optional(ReportingSchema),
  /** Optional: the bench sizes budgets from demand when absent. */
  budget: v.optional(BudgetSchema),
});

export type Scenario = v.InferOutput<typeof ScenarioSchema>;
export type CategorySpec = Scenario["categories"][number];
export type SellerSpec = Scenario["sellers"][number];

export type AuctionKnobs = Required<v.InferOutput<typeof AuctionSchema>>;
export type ReactionKnobs = Required<v.InferOutput<typeof CompetitorReactionSchema>>;

const DEFAULT_AUCTION: AuctionKnobs = {
  reserveShare: [0.15, 0.35],
  predictionPriorClicks: 40,
  predictionNoise: 0.35,
};

const DEFAULT_REACTION: ReactionKnobs = { shareThreshold: 0.2, dailyStep: 0.03, maxLift: 1.25 };

/** The scenario's auction knobs, defaults filled in (states saved before the knobs have none). */
export function auctionKnobs(scenario: Scenario): AuctionKnobs {
  return { ...DEFAULT_AUCTION, ...scenario.auction } as AuctionKnobs;
}

export function reactionKnobs(scenario: Scenario): ReactionKnobs {
  return { ...DEFAULT_REACTION, ...scenario.competitorReaction } as ReactionKnobs;
}

/** The scenario's drift with every default filled in. */
export function driftOf(scenario: Scenario): Required<DriftSpec> {
  return {
    ...DEFAULT_DRIFT,
    ...scenario.drift,
    ctrSigma: scenario.drift?.ctrSigma ?? DEFAULT_DRIFT.ctrSigma,
  };
}

export function reportingOf(scenario: Scenario): ReportingSpec {
  return scenario.reporting ?? DEFAULT_REPORTING;
}

export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; issues: string[] };

/** Validates an unknown value (a parsed scenario file) and names every problem by its path. */
export function parseScenario(input: unknown): ScenarioResult {
  const result = v.safeParse(ScenarioSchema, input);
  if (result.success) {
    const missing = checkReferences(result.output);
    return missing.length === 0 ? { ok: true, scenario: result.output } : { ok: false, issues: missing };
  }
  return {
    ok: false,
    issues: result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`),
  };
}

function checkReferences(scenario: Scenario): string[] {
  const ids = new Set(scenario.categories.map((category) => category.id));
  const issues: string[] = [];
  for (const seller of scenario.sellers) {
    for (const id of seller.categories) {
      if (!ids.has(id)) issues.push(`sellers.${seller.key}.categories: unknown category ${id}`);
    }
  }
  for (const category of scenario.categories) {
    for (const id of category.complements) {
      if (!ids.has(id)) issues.push(`categories.${category.id}.complements: unknown category ${id}`);
    }
  }
  return issues;
}
