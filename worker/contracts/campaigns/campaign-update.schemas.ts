/**
 * Body of PUT /api/campaigns/{profileId}/{campaignId} (spec 000 §4, §5; spec 001 §9). Pure valibot:
 * the web app's toggle, budget and bidding forms validate with these same schemas.
 */
import * as v from "valibot";
import { DAILY_BUDGET_MAX, DAILY_BUDGET_MAX_MESSAGE } from "../amazon-limits";

export const EDITABLE_STATES = ["ENABLED", "PAUSED"] as const;
export const BIDDING_STRATEGIES = ["LEGACY_FOR_SALES", "AUTO_FOR_SALES", "MANUAL", "RULE_BASED"] as const;
/** Rest of search takes no bid adjustment. */
export const ADJUSTABLE_PLACEMENTS = ["PLACEMENT_TOP", "PLACEMENT_PRODUCT_PAGE"] as const;

export const MIN_DAILY_BUDGET = 1;
export const MIN_PLACEMENT_PERCENTAGE = 0;
export const MAX_PLACEMENT_PERCENTAGE = 900;

export const isCentStep = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Daily budget in dollars: required, at least $1 (spec 000 §5's message first), Amazon's maximum, step 0.01. */
export const dailyBudgetField = v.pipe(
  v.number("Required"),
  v.minValue(MIN_DAILY_BUDGET, "Min value - $1"),
  v.maxValue(DAILY_BUDGET_MAX, DAILY_BUDGET_MAX_MESSAGE),
  v.check(isCentStep, "Must be in steps of $0.01"),
);

export const placementPercentageField = v.pipe(
  v.number("Required"),
  v.integer("Must be a whole number"),
  v.minValue(MIN_PLACEMENT_PERCENTAGE, "Min value - 0%"),
  v.maxValue(MAX_PLACEMENT_PERCENTAGE, "Max value - 900%"),
);

const placementBiddingField = v.pipe(
  v.array(
    v.object({
      placement: v.picklist(ADJUSTABLE_PLACEMENTS, "Must be PLACEMENT_TOP or PLACEMENT_PRODUCT_PAGE"),
      percentage: placementPercentageField,
    }),
    "Must be a list",
  ),
  v.check(
    (entries) => new Set(entries.map((entry) => entry.placement)).size === entries.length,
    "Each placement at most once",
  ),
);

export const dynamicBiddingChangeSchema = v.pipe(
  v.object(
    {
      strategy: v.optional(
        v.picklist(BIDDING_STRATEGIES, "Must be LEGACY_FOR_SALES, AUTO_FOR_SALES, MANUAL or RULE_BASED"),
      ),
      placementBidding: v.optional(placementBiddingField),
    },
    "Must be an object",
  ),
  v.check(
    (bidding) => bidding.strategy !== undefined || bidding.placementBidding !== undefined,
    "Send strategy or placementBidding",
  ),
);

/**
 * Spec 001 §7: the campaign update body is "state, budget, topOfSearchPercentage or productPagesPercentage";
 * spec 000 §4 adds dynamic bidding. The two percentages are shorthands for those placements' adjustments.
 */
export const campaignUpdateSchema = v.object(
  {
    state: v.optional(v.picklist(EDITABLE_STATES, "Must be ENABLED or PAUSED")),
    budget: v.optional(dailyBudgetField),
    topOfSearchPercentage: v.optional(placementPercentageField),
    productPagesPercentage: v.optional(placementPercentageField),
    dynamicBidding: v.optional(dynamicBiddingChangeSchema),
  },
  "Must be an object",
);

export type CampaignUpdate = v.InferOutput<typeof campaignUpdateSchema>;

/** The placement each percentage shorthand adjusts. */
export const PERCENTAGE_PLACEMENTS = {
  topOfSearchPercentage: "PLACEMENT_TOP",
  productPagesPercentage: "PLACEMENT_PRODUCT_PAGE",
} as const satisfies Record<string, (typeof ADJUSTABLE_PLACEMENTS)[number]>;

/** A body that changes nothing is refused: at least one field. */
export const changesSomething = (update: CampaignUpdate) =>
  Object.values(update).some((value) => value !== undefined);
