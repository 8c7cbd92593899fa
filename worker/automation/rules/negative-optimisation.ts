/**
 * Negative optimisation (issue 16, spec 001 §3 NegativeOptimization): search terms of the SKU's
 * campaigns that, over the look-back, reach the seller's clicks-without-sale or
 * impressions-without-click threshold or fall below the CTR threshold become negative exact
 * keywords (ASIN terms: negative product targets) in the ad groups they appeared in. A term with an
 * order anywhere in the SKU's campaigns over the look-back is never negated (term-negatives.ts).
 */
import type { NegativeOptimization } from "../../contracts/advertised-skus/advertised-sku";
import type { ProposedChange } from "../../contracts/automation/change";
import { ctr } from "../../contracts/metrics";
import { launchDates, periodText } from "./launch-age";
import type { RuleDefinition } from "./rule";
import type { RuleInput, SkuSnapshot } from "./rule-input";
import { isDueByFrequency } from "./schedule";
import { lookBack, normaliseTerm, type TermFigures, termFigures } from "./search-term-figures";
import { campaignLabel, count, percent, termText } from "./term-format";
import { isAlreadyNegated, negativeAction, sellingTerms } from "./term-negatives";

/** A CTR is not judged on fewer impressions than this, whatever the threshold. */
export const MIN_CTR_IMPRESSIONS = 100;
/**
 * A CTR below X % is believed once a term at exactly X % would have expected this many clicks: the
 * chance of it getting none by luck is then e^−3 ≈ 5 %.
 */
const EXPECTED_CLICKS_AT_THRESHOLD = 3;

/** Impressions a term needs before its CTR is compared with `ctrLowerThan` (%). */
export const ctrMinImpressions = (ctrLowerThan: number) =>
  Math.max(MIN_CTR_IMPRESSIONS, Math.ceil((EXPECTED_CLICKS_AT_THRESHOLD * 100) / ctrLowerThan));

const isSet = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

const plural = (value: number, word: string) => `${count(value)} ${word}${value === 1 ? "" : "s"}`;

type Breach = { text: string; threshold: string };

/** The thresholds the term reaches, in the order the settings list them. */
function breaches(term: TermFigures, settings: NegativeOptimization): Breach[] {
  const found: Breach[] = [];
  const noSale = term.orders === 0 && term.salesCents === 0;
  const { clicksWithoutSale, impressionsWithoutClick, ctrLowerThan } = settings;
  if (isSet(clicksWithoutSale) && noSale && term.clicks >= clicksWithoutSale)
    found.push({ text: `${plural(term.clicks, "click")}, no sale`, threshold: count(clicksWithoutSale) });
  if (isSet(impressionsWithoutClick) && term.clicks === 0 && term.impressions >= impressionsWithoutClick)
    found.push({
      text: `${plural(term.impressions, "impression")}, no click`,
      threshold: count(impressionsWithoutClick),
    });
  const termCtr = ctr(term);
  if (
    isSet(ctrLowerThan) &&
    termCtr !== null &&
    term.impressions >= ctrMinImpressions(ctrLowerThan) &&
    termCtr < ctrLowerThan
  )
    found.push({
      text: `CTR ${percent(termCtr)} on ${plural(term.impressions, "impression")}`,
      threshold: percent(ctrLowerThan),
    });
  return found;
}

/**
 * "14 clicks, no sale over 30 days (threshold 10)", further breaches after a semicolon; "since
 * launch, 5 days" in a campaign younger than the look-back.
 */
const breachText = (found: Breach[], period: string) =>
  found
    .map(({ text, threshold }, index) => `${text}${index === 0 ? ` ${period}` : ""} (threshold ${threshold})`)
    .join("; ");

/** Terms never negated: the SKU's own keywords, its own ASIN and the ASINs it targets. */
function protectedTerms(snapshot: SkuSnapshot): Set<string> {
  const terms = new Set(snapshot.keywords.map((keyword) => normaliseTerm(keyword.keywordText)));
  terms.add(normaliseTerm(snapshot.settings.asin));
  for (const target of snapshot.targets)
    for (const part of target.expression)
      if (part.type === "ASIN_SAME_AS" && part.value) terms.add(normaliseTerm(part.value));
  return terms;
}

export function proposeNegatives({ snapshot, clock }: RuleInput): ProposedChange[] {
  const settings = snapshot.settings.negativeOptimization;
  if (!settings) return [];
  const window = lookBack(clock.today, settings.lookBackPeriod);
  const campaigns = new Map(
    snapshot.campaigns.filter((c) => c.state !== "ARCHIVED").map((c) => [c.campaignId, c]),
  );
  const liveAdGroups = new Set(
    snapshot.adGroups.filter((group) => group.state !== "ARCHIVED").map((group) => group.adGroupId),
  );
  const keep = protectedTerms(snapshot);
  const proposed = new Set<string>();
  const changes: ProposedChange[] = [];
  const terms = termFigures(snapshot.searchTermDays, window);
  const selling = sellingTerms(terms);
  const launchOf = launchDates(snapshot);

  for (const term of terms) {
    const campaign = campaigns.get(term.campaignId);
    if (!campaign || keep.has(term.term) || selling.has(term.term)) continue;
    const found = breaches(term, settings);
    if (found.length === 0) continue;
    for (const adGroupId of term.adGroupIds) {
      const key = `${campaign.campaignId}\u0000${adGroupId}\u0000${term.term}`;
      if (!liveAdGroups.has(adGroupId) || proposed.has(key)) continue;
      if (isAlreadyNegated(snapshot, campaign.campaignId, adGroupId, term.term)) continue;
      proposed.add(key);
      const action = negativeAction(term.term, adGroupId);
      const what = action.kind === "ADD_NEGATIVE_TARGET" ? "negative product target" : "negative exact";
      changes.push({
        ...action,
        rule: "NEGATIVE_OPTIMIZATION",
        skuId: snapshot.settings.skuId,
        campaignId: campaign.campaignId,
        reason: `${termText(term.term)}: ${breachText(found, periodText(window.days, launchOf(campaign.campaignId), clock.today))} → ${what} in ${campaignLabel(campaign)}`,
      });
    }
  }
  return changes;
}

const hasMetric = (settings: NegativeOptimization) =>
  [settings.clicksWithoutSale, settings.impressionsWithoutClick, settings.ctrLowerThan].some(isSet);

export const negativeOptimisation: RuleDefinition = {
  rule: "NEGATIVE_OPTIMIZATION",
  isEnabled: (settings) => settings.negativeOptimization !== null && hasMetric(settings.negativeOptimization),
  isDue: (settings, clock, lastRunAt) =>
    settings.negativeOptimization !== null &&
    isDueByFrequency(settings.negativeOptimization.frequency, clock, lastRunAt, settings.timezone),
  propose: proposeNegatives,
};
