/**
 * Search-term expansion, or harvesting (issue 16, spec 001 §3 SearchTermExpansion, §4): winning
 * search terms of the SKU's auto campaign (and, with pullWinningFromOtherCampaigns, of its other
 * campaigns) become keywords of its manual keyword campaign at the seller's broad, phrase and exact
 * bids (kept inside the SKU's [Min Bid, Max Bid]); ASIN terms become product targets of its product
 * campaign. At most MAX_ADDITIONS_PER_RUN a run, best terms first. With addNegativeToOriginalCampaign
 * the term is then negated (exact) where it came from, once its keyword is live in the destination
 * (the negative moves its sales, never stops them). A SKU with no campaign to harvest into is told so
 * (`harvestNowhereText`), with the way out: Advertise it.
 */
import type { ProposedChange } from "../../contracts/automation/change";
import { ctr, cvr, roas } from "../../contracts/metrics";
import { bidLimitsOf } from "./bid-limits";
import { additionLabel, additionsFor } from "./harvest-additions";
import { alreadyThere, destination, liveInDestination } from "./harvest-destination";
import { type Harvesting, harvesting, isSet, isWinning } from "./harvest-settings";
import { type LaunchDateOf, launchDates, periodText } from "./launch-age";
import type { RuleDefinition } from "./rule";
import type { CampaignRole, CampaignSnapshot, RuleInput, SkuSnapshot } from "./rule-input";
import { isDueByFrequency } from "./schedule";
import { isAsinTerm, type LookBack, lookBack, type TermFigures, termFigures } from "./search-term-figures";
import { campaignLabel, count, percent, ratioText, termText } from "./term-format";
import { isAlreadyNegated, isNegatedInMirror, negativeAction } from "./term-negatives";

/** The schema leaves frequency and look-back optional: unset, harvesting runs daily over 30 days. */
export const DEFAULT_FREQUENCY = "DAILY";
export const DEFAULT_LOOK_BACK_DAYS = 30;
/**
 * New keywords and targets one run adds for a SKU at most, best terms first (most orders, then most
 * sales); the rest wait for the next run. 44 keywords in three days for one SKU was seen: each new
 * keyword spends from the first day, and ten a day is as many as a seller reads in the History.
 */
export const MAX_ADDITIONS_PER_RUN = 10;

/** "4 orders, ROAS 5.2, CTR 0.9 % over 30 days in Auto campaign" ("since launch, 3 days" for a younger campaign). */
function figuresText(
  term: TermFigures,
  settings: Harvesting,
  campaign: CampaignSnapshot,
  window: LookBack,
  period: { launchOf: LaunchDateOf; today: string },
) {
  const [termRoas, termCtr, termCvr] = [roas(term), ctr(term), cvr(term)];
  const parts = [`${count(term.orders)} order${term.orders === 1 ? "" : "s"}`];
  if (termRoas !== null) parts.push(`ROAS ${ratioText(termRoas)}`);
  if (termCtr !== null) parts.push(`CTR ${percent(termCtr)}`);
  if (isSet(settings.conversionHigherThan) && termCvr !== null) parts.push(`conversion ${percent(termCvr)}`);
  const launched = period.launchOf(campaign.campaignId);
  return `${parts.join(", ")} ${periodText(window.days, launched, period.today)} in ${campaignLabel(campaign)}`;
}

const MANUAL_DESTINATION_ROLES: CampaignRole[] = ["KEYWORD", "PRODUCT"];

/** The auto campaign first; with the pull option, every other live campaign of the SKU after it. */
function sourceCampaigns(snapshot: SkuSnapshot, settings: Harvesting): Map<string, CampaignSnapshot> {
  const live = snapshot.campaigns.filter((campaign) => campaign.state !== "ARCHIVED");
  const auto = live.filter((campaign) => campaign.role === "AUTO");
  const others = settings.pullWinningFromOtherCampaigns
    ? live.filter((campaign) => campaign.role !== "AUTO")
    : [];
  return new Map([...auto, ...others].map((campaign) => [campaign.campaignId, campaign]));
}

/** Best first: most orders, then most sales, then the auto campaign's before the others'. */
const byBest = (order: string[]) => (a: TermFigures, b: TermFigures) =>
  b.orders - a.orders ||
  b.salesCents - a.salesCents ||
  order.indexOf(a.campaignId) - order.indexOf(b.campaignId) ||
  a.term.localeCompare(b.term);

/**
 * The SKU has harvesting on and no campaign of its own to add keywords to (no KEYWORD campaign: all
 * its campaigns are migrated, or it is not advertised): the sentence the SKU page and the History
 * show beside the Advertise action; null when harvesting has somewhere to go, or is off.
 */
export function harvestNowhereText(snapshot: SkuSnapshot): string | null {
  if (!harvesting(snapshot.settings.searchTermExpansion)) return null;
  if (destination(snapshot, "KEYWORD")) return null;
  return (
    "Search-term expansion has nowhere to add keywords: this SKU has no Keyword campaign of its own " +
    "(its campaigns are migrated or it is not advertised). Advertise it to build one; winning terms are harvested from the next run."
  );
}

export function proposeHarvest({ snapshot, clock, adLimitReached }: RuleInput): ProposedChange[] {
  const settings = harvesting(snapshot.settings.searchTermExpansion);
  // At the ad limit only changes that lower spend are made; a new keyword raises it.
  if (!settings || adLimitReached) return [];
  const window = lookBack(clock.today, settings.lookBackPeriod ?? DEFAULT_LOOK_BACK_DAYS);
  const sources = sourceCampaigns(snapshot, settings);
  const into = { keyword: destination(snapshot, "KEYWORD"), product: destination(snapshot, "PRODUCT") };
  const order = [...sources.keys()];
  const winners = termFigures(snapshot.searchTermDays, window)
    .filter((term) => sources.has(term.campaignId) && isWinning(term, settings))
    .sort(byBest(order));
  const limits = bidLimitsOf(snapshot)("");
  const period = { launchOf: launchDates(snapshot), today: clock.today };

  const skuId = snapshot.settings.skuId;
  const changes: ProposedChange[] = [];
  const added = new Set<string>();
  const negated = new Set<string>();
  for (const term of winners) {
    const source = sources.get(term.campaignId) as CampaignSnapshot;
    const goesTo = isAsinTerm(term.term) ? into.product : into.keyword;
    if (
      !goesTo ||
      isNegatedInMirror(snapshot.negatives, goesTo.campaign.campaignId, goesTo.adGroupId, term.term)
    )
      continue;
    // The reason's figures are written only for a change made: most winners were harvested before.
    let figuresWritten: string | undefined;
    const figures = () => {
      figuresWritten ??= figuresText(term, settings, source, window, period);
      return figuresWritten;
    };
    const additions = additionsFor(term.term, settings, goesTo, limits);
    for (const planned of additions) {
      const { action } = planned;
      const key = JSON.stringify(action);
      if (added.has(key) || alreadyThere(snapshot, goesTo.campaign.campaignId, action)) continue;
      if (added.size >= MAX_ADDITIONS_PER_RUN) break;
      added.add(key);
      changes.push({
        ...action,
        rule: "SEARCH_TERM_EXPANSION",
        skuId,
        campaignId: goesTo.campaign.campaignId,
        reason: `${termText(term.term)}: ${figures()} → ${additionLabel(planned, limits.currency)}`,
      });
    }
    // Negated at its source once its destination holds it live (a later run than the addition):
    // never negate what sells while nothing else catches its shoppers.
    if (!settings.addNegativeToOriginalCampaign || additions.length === 0) continue;
    if (!liveInDestination(snapshot, goesTo, term.term)) continue;
    if (MANUAL_DESTINATION_ROLES.includes(source.role)) continue;
    for (const adGroupId of term.adGroupIds) {
      const key = `${source.campaignId}\u0000${adGroupId}\u0000${term.term}`;
      if (negated.has(key) || isAlreadyNegated(snapshot, source.campaignId, adGroupId, term.term)) continue;
      if (!snapshot.adGroups.some((group) => group.adGroupId === adGroupId && group.state !== "ARCHIVED"))
        continue;
      negated.add(key);
      const action = negativeAction(term.term, adGroupId);
      const what = action.kind === "ADD_NEGATIVE_TARGET" ? "negative product target" : "negative exact";
      changes.push({
        ...action,
        rule: "SEARCH_TERM_EXPANSION",
        skuId,
        campaignId: source.campaignId,
        reason: `${termText(term.term)}: ${figures()}, harvested into ${campaignLabel(goesTo.campaign)} → ${what} in ${campaignLabel(source)}`,
      });
    }
  }
  return changes;
}

export const searchTermExpansion: RuleDefinition = {
  rule: "SEARCH_TERM_EXPANSION",
  isEnabled: (settings) => harvesting(settings.searchTermExpansion) !== null,
  isDue: (settings, clock, lastRunAt) =>
    isDueByFrequency(
      settings.searchTermExpansion?.frequency ?? DEFAULT_FREQUENCY,
      clock,
      lastRunAt,
      settings.timezone,
    ),
  propose: proposeHarvest,
  notes: ({ snapshot }) => {
    const text = harvestNowhereText(snapshot);
    const skuId = snapshot.settings.skuId;
    return text === null ? [] : [{ rule: "SEARCH_TERM_EXPANSION", skuId, text, action: "ADVERTISE" }];
  },
};
