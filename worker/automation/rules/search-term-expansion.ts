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
import type { SearchTermExpansion } from "../../contracts/advertised-skus/advertised-sku";
import type { ChangeAction, ChangeRecord, ProposedChange } from "../../contracts/automation/change";
import { ctr, cvr, roas } from "../../contracts/metrics";
import { KEYWORD_MAX_LENGTH, KEYWORD_MIN_LENGTH } from "../../contracts/sku-targets/keywords.schemas";
import { type BidLimits, bidLimitsOf, insideLimits } from "./bid-limits";
import { type LaunchDateOf, launchDates, periodText } from "./launch-age";
import { moneyText } from "./reason-text";
import type { RuleDefinition } from "./rule";
import type { CampaignRole, CampaignSnapshot, RuleInput, SkuSnapshot } from "./rule-input";
import { isDueByFrequency } from "./schedule";
import {
  isAsinTerm,
  type LookBack,
  lookBack,
  normaliseTerm,
  type TermFigures,
  termFigures,
} from "./search-term-figures";
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
/** Ratios are compared with this slack, so 5.2 entered matches a ROAS of 520 / 100. */
const EPSILON = 1e-9;

type MatchType = "EXACT" | "PHRASE" | "BROAD";
type Harvesting = SearchTermExpansion & { ordersMin: number };

const isSet = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);
const toCents = (dollarAmount: number) => Math.round(dollarAmount * 100);

/** The match types with a bid, exact first, in cents. */
function keywordBids(settings: SearchTermExpansion): { matchType: MatchType; bidCents: number }[] {
  const bids: [MatchType, number | null | undefined][] = [
    ["EXACT", settings.exactKeywordBidPrice],
    ["PHRASE", settings.phraseKeywordBidPrice],
    ["BROAD", settings.broadKeywordBidPrice],
  ];
  return bids.flatMap(([matchType, bid]) => (isSet(bid) ? [{ matchType, bidCents: toCents(bid) }] : []));
}

/** Harvesting needs its thresholds: with the pull option off the API stores none, and nothing is harvested. */
function harvesting(settings: SearchTermExpansion | null): Harvesting | null {
  if (!settings || !isSet(settings.ordersMin) || keywordBids(settings).length === 0) return null;
  return settings as Harvesting;
}

/** ROAS between min and max (both included), orders at least min, CTR and conversion strictly higher. */
export function isWinning(term: TermFigures, settings: Harvesting): boolean {
  if (term.orders < settings.ordersMin) return false;
  const [termRoas, termCtr, termCvr] = [roas(term), ctr(term), cvr(term)];
  if (isSet(settings.roasMin) && (termRoas === null || termRoas < settings.roasMin - EPSILON)) return false;
  if (isSet(settings.roasMax) && (termRoas === null || termRoas > settings.roasMax + EPSILON)) return false;
  if (isSet(settings.ctrHigherThan) && (termCtr === null || termCtr <= settings.ctrHigherThan + EPSILON))
    return false;
  if (
    isSet(settings.conversionHigherThan) &&
    (termCvr === null || termCvr <= settings.conversionHigherThan + EPSILON)
  )
    return false;
  return true;
}

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

type Destination = { campaign: CampaignSnapshot; adGroupId: string };

/** The SKU's campaign of that role and its first live ad group, if it has both. */
function destination(snapshot: SkuSnapshot, role: CampaignRole): Destination | null {
  for (const campaign of snapshot.campaigns) {
    if (campaign.role !== role || campaign.state === "ARCHIVED") continue;
    const group = snapshot.adGroups.find(
      (g) => g.campaignId === campaign.campaignId && g.state !== "ARCHIVED",
    );
    if (group) return { campaign, adGroupId: group.adGroupId };
  }
  return null;
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

type Addition = Extract<ChangeAction, { kind: "ADD_KEYWORD" | "ADD_TARGET" }>;

const sameAddition = (change: ChangeRecord, wanted: Addition) => {
  if (change.kind === "ADD_KEYWORD" && wanted.kind === "ADD_KEYWORD")
    return (
      change.adGroupId === wanted.adGroupId &&
      change.matchType === wanted.matchType &&
      normaliseTerm(change.keywordText) === wanted.keywordText
    );
  if (change.kind === "ADD_TARGET" && wanted.kind === "ADD_TARGET")
    return change.adGroupId === wanted.adGroupId && change.asin.toUpperCase() === wanted.asin;
  return false;
};

/**
 * The destination already holds it: a keyword of that text and match type (or a target of that
 * ASIN) in the campaign, whatever its state (an archived one was the seller's choice), or an
 * addition of the automation's that has not failed.
 */
function alreadyThere(snapshot: SkuSnapshot, campaignId: string, wanted: Addition): boolean {
  const inMirror =
    wanted.kind === "ADD_KEYWORD"
      ? snapshot.keywords.some(
          (keyword) =>
            keyword.campaignId === campaignId &&
            keyword.matchType === wanted.matchType &&
            normaliseTerm(keyword.keywordText) === wanted.keywordText,
        )
      : snapshot.targets.some(
          (target) =>
            target.campaignId === campaignId &&
            target.expression.some(
              (part) => part.type === "ASIN_SAME_AS" && part.value?.toUpperCase() === wanted.asin,
            ),
        );
  return (
    inMirror ||
    snapshot.history.some(
      (change) =>
        change.status !== "FAILED" && change.campaignId === campaignId && sameAddition(change, wanted),
    )
  );
}

/** A harvest bid inside the SKU's limits, and the text saying so when the seller's bid was outside. */
function launchBid(bidCents: number, limits: BidLimits, matchType: MatchType) {
  const { cents, limit } = insideLimits(bidCents, limits);
  const note =
    limit === null
      ? ""
      : ` (your ${matchType.toLowerCase()} bid ${moneyText(bidCents, limits.currency)}, brought to your ${limit})`;
  return { bidCents: cents, note };
}

type Planned = { action: Addition; note: string };

/** What the term becomes in its destination: keywords per match type with a bid, or one ASIN target. */
function additionsFor(term: string, settings: Harvesting, into: Destination, limits: BidLimits): Planned[] {
  if (isAsinTerm(term)) {
    // An ASIN target has no match type: it takes the exact bid, else the next one given.
    const [bid] = keywordBids(settings);
    if (!bid) return [];
    const { bidCents, note } = launchBid(bid.bidCents, limits, bid.matchType);
    const action: Addition = {
      kind: "ADD_TARGET",
      entityType: "TARGET",
      adGroupId: into.adGroupId,
      asin: term.toUpperCase(),
      bidCents,
    };
    return [{ action, note }];
  }
  // The same length rule as a keyword the seller adds (spec 001 §5).
  if (term.length < KEYWORD_MIN_LENGTH || term.length > KEYWORD_MAX_LENGTH) return [];
  return keywordBids(settings).map(({ matchType, bidCents: given }) => {
    const { bidCents, note } = launchBid(given, limits, matchType);
    const action: Addition = {
      kind: "ADD_KEYWORD",
      entityType: "KEYWORD",
      adGroupId: into.adGroupId,
      keywordText: term,
      matchType,
      bidCents,
    };
    return { action, note };
  });
}

/** "exact keyword at $0.75", "product target at £0.75": the SKU's currency. */
const additionLabel = ({ action, note }: Planned, currency: string) =>
  action.kind === "ADD_TARGET"
    ? `product target at ${moneyText(action.bidCents, currency)}${note}`
    : `${action.matchType.toLowerCase()} keyword at ${moneyText(action.bidCents, currency)}${note}`;

/**
 * The destination holds the term live: an ENABLED keyword of that text (any match type) or an ENABLED
 * target of that ASIN, in an ENABLED ad group of an ENABLED campaign, as Amazon last showed it. Only
 * then is the term negated at its source: its shoppers still find the product through it.
 */
function liveInDestination(snapshot: SkuSnapshot, into: Destination, term: string): boolean {
  if (into.campaign.state !== "ENABLED") return false;
  const liveGroups = new Set(
    snapshot.adGroups
      .filter((g) => g.campaignId === into.campaign.campaignId && g.state === "ENABLED")
      .map((g) => g.adGroupId),
  );
  if (isAsinTerm(term))
    return snapshot.targets.some(
      (target) =>
        target.state === "ENABLED" &&
        liveGroups.has(target.adGroupId) &&
        target.expression.some(
          (part) => part.type === "ASIN_SAME_AS" && part.value?.toUpperCase() === term.toUpperCase(),
        ),
    );
  return snapshot.keywords.some(
    (keyword) =>
      keyword.state === "ENABLED" &&
      liveGroups.has(keyword.adGroupId) &&
      normaliseTerm(keyword.keywordText) === term,
  );
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
