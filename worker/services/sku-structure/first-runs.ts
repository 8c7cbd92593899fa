/**
 * What the automation's first runs do for a SKU about to be advertised (issue 29, item 9), one line
 * per rule of its settings, on or off: the same on/off the hourly job reads (each rule's isEnabled),
 * and the thresholds and figures of the rules themselves, so the preview says what will happen.
 * Pure: the SKU's settings in, sentences out.
 */
import { BID_LOOK_BACK_DAYS, bidOptimisation, MIN_SKU_CLICKS } from "../../automation/rules/bid-optimisation";
import { percentText } from "../../automation/rules/bid-reason-text";
import { STEP_CAP } from "../../automation/rules/bid-step";
import { dayParting } from "../../automation/rules/day-parting";
import { negativeOptimisation } from "../../automation/rules/negative-optimisation";
import { moneyText } from "../../automation/rules/reason-text";
import type { SkuSettings } from "../../automation/rules/rule-input";
import {
  DEFAULT_FREQUENCY,
  DEFAULT_LOOK_BACK_DAYS,
  searchTermExpansion,
} from "../../automation/rules/search-term-expansion";
import { seasonalBudgetRule } from "../../automation/rules/seasonal-budget";
import { seasonality } from "../../automation/rules/seasonality";
import {
  DEFAULT_EXPANSION_LOOK_BACK_DAYS,
  DEFAULT_IMPRESSIONS_LESS_THAN,
  targetBidExpansion,
} from "../../automation/rules/target-bid-expansion";
import type { PreviewRule } from "../../contracts/advertised-skus/advertise-preview";
import type { Frequency } from "../../contracts/advertised-skus/advertised-sku";
import { activeWindows } from "../../contracts/advertised-skus/settings/day-parting-window";

const cents = (dollars: number) => Math.round(dollars * 100);
/** An amount of the settings (in whole units) in the SKU's profile currency: 0.75 → "$0.75", "£0.75". */
const money = (dollars: number, currency: string) => moneyText(cents(dollars), currency);
const every: Record<Frequency, string> = {
  DAILY: "Once a day",
  WEEKLY: "Once a week",
  MONTHLY: "Once a month",
  QUARTERLY: "Once a quarter",
};
const isSet = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

function bids(settings: SkuSettings): PreviewRule {
  const range = `inside ${moneyText(settings.bidMinCents, settings.currency)}–${moneyText(settings.bidMaxCents, settings.currency)}`;
  if (!bidOptimisation.isEnabled(settings) || settings.targetAcos === null)
    return {
      label: "Bid optimization",
      isOn: false,
      firstChange: "No target ACOS or ROAS: bids stay at the starting bid until you set one.",
    };
  const acos = settings.targetAcos;
  return {
    label: "Bid optimization",
    isOn: true,
    firstChange:
      `Bid optimisation toward ${percentText(acos)} ACOS (ROAS ${(100 / acos).toFixed(2)}) only raises bids until the ` +
      `campaigns have collected ${MIN_SKU_CLICKS} clicks over ${BID_LOOK_BACK_DAYS} days; then once a day ` +
      `each keyword and target moves at most ${Math.round(STEP_CAP * 100)} % toward the bid that sells at ` +
      `the target, ${range}.`,
  };
}

function negatives(settings: SkuSettings): PreviewRule {
  const setting = settings.negativeOptimization;
  if (!setting || !negativeOptimisation.isEnabled(settings))
    return { label: "Negative optimization", isOn: false, firstChange: "Off: no search term is negated." };
  const when = [
    isSet(setting.clicksWithoutSale) && `${setting.clicksWithoutSale} clicks without a sale`,
    isSet(setting.impressionsWithoutClick) &&
      `${setting.impressionsWithoutClick} impressions without a click`,
    isSet(setting.ctrLowerThan) && `a CTR under ${setting.ctrLowerThan} %`,
  ].filter(Boolean);
  return {
    label: "Negative optimization",
    isOn: true,
    firstChange:
      `${every[setting.frequency]}, over the last ${setting.lookBackPeriod} days: a search term with ` +
      `${when.join(" or ")} becomes a negative keyword (never one of the SKU's own keywords); ` +
      "nothing is negated before a term has that much data.",
  };
}

function harvest(settings: SkuSettings): PreviewRule {
  const setting = settings.searchTermExpansion;
  if (!setting || !searchTermExpansion.isEnabled(settings))
    return {
      label: "Search term expansion",
      isOn: false,
      firstChange: "Off: search terms are not turned into keywords.",
    };
  const matchBids = [
    isSet(setting.exactKeywordBidPrice) &&
      `exact at ${money(setting.exactKeywordBidPrice, settings.currency)}`,
    isSet(setting.phraseKeywordBidPrice) &&
      `phrase at ${money(setting.phraseKeywordBidPrice, settings.currency)}`,
    isSet(setting.broadKeywordBidPrice) &&
      `broad at ${money(setting.broadKeywordBidPrice, settings.currency)}`,
  ].filter(Boolean);
  const frequency = setting.frequency ?? DEFAULT_FREQUENCY;
  return {
    label: "Search term expansion",
    isOn: true,
    firstChange:
      `${every[frequency]}, over the last ${setting.lookBackPeriod ?? DEFAULT_LOOK_BACK_DAYS} days: a search ` +
      `term with at least ${setting.ordersMin} order${setting.ordersMin === 1 ? "" : "s"} becomes a keyword ` +
      `of the Keywords (manual) campaign (${matchBids.join(", ")})` +
      `${setting.addNegativeToOriginalCampaign ? " and is negated where it came from" : ""}; ` +
      "the first terms come once the Auto campaign has sold.",
  };
}

function expansion(settings: SkuSettings): PreviewRule {
  const setting = settings.targetBidExpansion;
  if (!setting || !targetBidExpansion.isEnabled(settings))
    return {
      label: "Target bid expansion",
      isOn: false,
      firstChange: "Off: bids of rarely shown targets stay.",
    };
  const step =
    setting.amountIncreaseType === "%"
      ? `${setting.bidAmount} %`
      : money(setting.bidAmount ?? 0, settings.currency);
  return {
    label: "Target bid expansion",
    isOn: true,
    firstChange:
      `${every[setting.frequency ?? "DAILY"]}: a keyword or target with fewer than ` +
      `${setting.impressionsLessThan ?? DEFAULT_IMPRESSIONS_LESS_THAN} impressions over ` +
      `${setting.lookBackPeriod ?? DEFAULT_EXPANSION_LOOK_BACK_DAYS} days gets +${step} a run, up to ` +
      `${money(setting.bidMax ?? 0, settings.currency)}.`,
  };
}

function schedule(settings: SkuSettings): PreviewRule[] {
  const season = settings.seasonality;
  const windows = activeWindows(season)
    .map((window) => `every ${window.day} from ${window.from} to ${window.to}`)
    .join(", ");
  const year = season?.turnAdsOffAtTimeOfYear;
  const budget = season?.increaseDailyBudgetAtTimeOfYear;
  const increase =
    budget?.amountIncreaseType === "%"
      ? `+${budget.budgetAmount} %`
      : `+${money(budget?.budgetAmount ?? 0, settings.currency)}`;
  return [
    dayParting.isEnabled(settings)
      ? {
          label: "Day parting",
          isOn: true,
          firstChange: `Pauses the campaigns ${windows} (${settings.timezone}) and enables them again after.`,
        }
      : { label: "Day parting", isOn: false, firstChange: "Off: the ads run at every hour." },
    seasonality.isEnabled(settings)
      ? {
          label: "Seasonality",
          isOn: true,
          firstChange: `Pauses the campaigns from ${year?.from} to ${year?.to} and enables them again after.`,
        }
      : { label: "Seasonality", isOn: false, firstChange: "Off: the ads run on every day of the year." },
    seasonalBudgetRule.isEnabled(settings)
      ? {
          label: "Seasonal budget",
          isOn: true,
          firstChange: `From ${budget?.from} to ${budget?.to} the daily budgets rise ${increase} (up to ${money(budget?.budgetMax ?? 0, settings.currency)}), then go back.`,
        }
      : { label: "Seasonal budget", isOn: false, firstChange: "Off: the daily budgets stay as planned." },
  ];
}

/** Always on for an advertised SKU. */
const inventory: PreviewRule = {
  label: "Out of stock",
  isOn: true,
  firstChange:
    "While the product is out of stock its ads are paused, so nothing is spent; they resume when it is back.",
};

/** Each rule of the SKU's settings, on or off, with what its first runs change. */
export const firstRuns = (settings: SkuSettings): PreviewRule[] => [
  bids(settings),
  negatives(settings),
  harvest(settings),
  expansion(settings),
  ...schedule(settings),
  inventory,
];
