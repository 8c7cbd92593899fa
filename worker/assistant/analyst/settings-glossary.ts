/**
 * What each SKU setting does, in the seller's words (document 001 §1, §3, §4 and docs/automation.md):
 * the answers to "explain a setting".
 */
import { MAX_DAY_PARTING_WINDOWS } from "../../contracts/advertised-skus/settings/time-of-day.schemas";

export const SETTINGS = {
  targetRoas: {
    title: "Target ROAS",
    pattern: /\btarget\s+(?:roas|acos)\b|\broas target\b|\bacos target\b/i,
    text: "Target ROAS is the return you want from ad spend: sales ÷ spend (a target ROAS of 4 means $4 of sales for every $1 spent). It is the same goal as a target ACOS: ACOS = 100 ÷ ROAS, so ROAS 4 is ACOS 25 %. It is required (at least 0.1), and bid optimisation steers every keyword's and target's bid toward it.",
  },
  bidOptimisation: {
    title: "Bid optimisation",
    pattern: /\bbid optimi[sz](?:ation|ing|e)\b/i,
    text: "Bid optimisation sets a target ACOS % (1–100) with a Min Bid and a Max Bid. Once a day it moves each keyword's and target's bid toward the target: it looks at the last 14 days (corrected for orders that are still arriving), estimates the sales a click brings, and changes the bid by at most 20 % a run, never outside [Min Bid, Max Bid], and not again within 2 days.",
  },
  negativeOptimisation: {
    title: "Negative optimisation",
    pattern: /\bnegative optimi[sz](?:ation|ing|e)\b/i,
    text: "Negative optimisation adds search terms that waste money as negative exact keywords (or negative ASIN targets) at its frequency (daily, weekly, monthly or quarterly), looking back over its look-back period: terms with at least N clicks without a sale, N impressions without a click, or a CTR lower than your limit. It never negates the SKU's own keywords. Too low a clicks threshold negates good terms by bad luck: the panel suggests a safe one from your conversion rate.",
  },
  searchTermExpansion: {
    title: "Search term expansion",
    pattern: /\bsearch[- ]term expansion\b|\bharvest(?:ing)? (?:setting|option)\b/i,
    text: "Search term expansion (harvesting) turns winning search terms into keywords: at its frequency it looks back over its period for terms with at least your minimum orders, a ROAS inside your range, and optionally a CTR or conversion rate above your limits, and adds them as broad, phrase or exact keywords at the bids you set (ASINs become product targets) in the SKU's manual campaigns. It can also pull winners from your other campaigns and add the term as a negative in the campaign it came from.",
  },
  targetBidExpansion: {
    title: "Target bid expansion",
    pattern: /\btarget bid expansion\b|\bbid expansion\b/i,
    text: "Target bid expansion helps targets that hardly show: at its frequency, every keyword or target with fewer impressions than your threshold over the look-back period gets its bid raised by a fixed amount ($) or a percentage, never above its max bid.",
  },
  dayParting: {
    title: "Day parting",
    pattern: /\bday[- ]?parting\b|\bads? off at (?:a )?time of day\b/i,
    text: `Day parting (turn ads off at time of day) pauses the SKU's campaigns in each window you set (up to ${MAX_DAY_PARTING_WINDOWS} a week, each a weekday from the From hour to the To hour), in the SKU's marketplace time zone, and resumes them afterwards: useful for hours that spend but rarely sell.`,
  },
  seasonality: {
    title: "Seasonality",
    pattern: /\bseasonal(?:ity| budget)\b/i,
    text: "Seasonality has two parts: turn ads off at time of year pauses the SKU's campaigns between two dates and resumes them after; increase daily budget at time of year raises each campaign's daily budget by an amount ($ or %) between two dates, never above the max you set, and restores the budget afterwards (unless you changed it meanwhile).",
  },
  keywordBoost: {
    title: "Keyword boost",
    pattern: /\bkeyword boost\b|\bboost(?:ed|ing)? (?:a )?keywords?\b/i,
    text: "Keyword boost pushes an enabled keyword toward the first page of organic results: with a max bid set, it raises the keyword's initial bid by 50 % each day for up to 5 days until the product ranks in the top 10, then scales the bid back as soon as it reaches the top 10 or the 5 days pass, whichever comes first. While boosted the keyword cannot be toggled or re-bid.",
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;

/** The setting the text names, if any. */
export function settingIn(text: string): SettingKey | undefined {
  return (Object.keys(SETTINGS) as SettingKey[]).find((key) => SETTINGS[key].pattern.test(text));
}
