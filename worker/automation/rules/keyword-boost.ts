/**
 * Keyword boost (spec 001 §4): day 1 is the local date the boost started. On day d (1…5) the bid is
 * its pre-boost bid plus 50 % of it per day, base × (1 + 0.5 d), never above the boost's max bid nor
 * the campaign's daily budget, while the keyword's organic rank is outside the top 10. It goes back
 * to the pre-boost bid once the rank reaches the top 10 or on day 6, whichever comes first (and the
 * boost is then done), or when the seller stops the boost — each only while the keyword still holds
 * the bid the boost set: a bid changed outside the boost is the seller's and stays.
 *
 * The rank is the rank provider's for today (issue 29 item 3): RANKS at N, NOT_FOUND in the pages
 * read (the boost climbs: the keyword is far from the top 10), or UNKNOWN (no provider, a failure,
 * out of searches). An unknown rank never raises the bid; the rule's run note says why (`note`),
 * and the Schedule tab shows it. Day 6, a stop and a top-10 rank still put the pre-boost bid back.
 */

import { localDate } from "../../clock/zone-clock";
import type { ChangeRecord, ProposedChange } from "../../contracts/automation/change";
import { type OrganicRank, unknownRankText } from "../../contracts/automation/organic-rank";
import { daysBetween } from "./local-dates";
import { isTakenBack, ownChangesByEntity } from "./own-changes";
import { moneyText } from "./reason-text";
import type { RuleDefinition } from "./rule";
import type { BoostSnapshot, RuleInput } from "./rule-input";
import { everyRun } from "./schedule";

export const BOOST_DAYS = 5;
export const BOOST_STEP = 0.5;
export const ORGANIC_GOAL = 10;

/** "organic rank 23", "not in the first 48 organic results", "organic rank unknown (…)". */
export function rankText(rank: OrganicRank | undefined): string {
  if (rank?.status === "RANKS") return `organic rank ${rank.position}`;
  if (rank?.status === "NOT_FOUND") return `not in the first ${rank.organicResultsRead} organic results`;
  return `organic rank unknown (${rank ? unknownRankText(rank) : "not looked up"})`;
}

/** The newest boost of each keyword. */
function latestBoosts(boosts: BoostSnapshot[]) {
  const byKeyword = new Map<string, BoostSnapshot>();
  for (const boost of boosts) {
    const known = byKeyword.get(boost.keywordId);
    if (!known || known.startedAt < boost.startedAt) byKeyword.set(boost.keywordId, boost);
  }
  return byKeyword.values();
}

const madeAt = (change: ChangeRecord) => change.appliedAt ?? change.plannedAt;

/** The bid a boost aims at on `day` before its caps. */
export const boostedBid = (baseCents: number, day: number) => Math.round(baseCents * (1 + BOOST_STEP * day));

type BoostState = {
  boost: BoostSnapshot;
  current: number;
  day: number;
  /** Today's organic rank; undefined when none was looked up (unknown). */
  rank: OrganicRank | undefined;
  /** The highest bid allowed: the boost's max, and the campaign's daily budget. */
  capCents: number;
  isEnabled: boolean;
  /** The boost already went back to the pre-boost bid (top 10 reached): it does not climb again. */
  isDone: boolean;
  /** The SKU's profile currency, for the reason's amounts. */
  currency: string;
};

const isKnown = (rank: OrganicRank | undefined) => rank?.status === "RANKS" || rank?.status === "NOT_FOUND";

/** The bid the boost moves its keyword to now and why, or null to leave it. */
export function boostMove({ boost, current, day, rank, capCents, isEnabled, isDone, currency }: BoostState) {
  const money = (cents: number) => moneyText(cents, currency);
  const base = boost.baseBidCents;
  const back = `bid back to the pre-boost ${money(base)}: ${money(current)} → ${money(base)}`;
  const goal = `goal top ${ORGANIC_GOAL}`;
  if (boost.stoppedAt) return { toCents: base, reason: `Boost stopped; ${back}` };
  if (isDone) return null;
  if (day > BOOST_DAYS) {
    const reason = `Boost over after ${BOOST_DAYS} days (${rankText(rank)}, ${goal}); ${back}`;
    return { toCents: base, reason };
  }
  if (rank?.status === "RANKS" && rank.position <= ORGANIC_GOAL) {
    const reason = `Boost done on day ${day} of ${BOOST_DAYS}: organic rank ${rank.position} reached the top ${ORGANIC_GOAL}; ${back}`;
    return { toCents: base, reason };
  }
  // An unknown rank (no provider, a failure, out of searches) holds the boost where it is.
  if (!isKnown(rank) || !isEnabled) return null;
  const aim = boostedBid(base, day);
  const toCents = Math.min(aim, capCents);
  if (toCents <= current) return null;
  const capped = toCents < aim ? ` (capped at ${money(capCents)})` : "";
  const reason = `Boost day ${day} of ${BOOST_DAYS}: ${rankText(rank)} (${goal}); bid ${money(current)} → ${money(toCents)}${capped}`;
  return { toCents, reason };
}

type BoostWalk = { proposals: ProposedChange[]; held: string[] };

/** Each boost's move now, and the boosts an unknown rank held on a day they would have climbed. */
function walkBoosts({ snapshot, clock }: RuleInput): BoostWalk {
  const { skuId, timezone, currency } = snapshot.settings;
  const held = new Set(snapshot.heldEntityIds);
  const keywords = new Map(snapshot.keywords.map((keyword) => [keyword.keywordId, keyword]));
  const budgets = new Map(snapshot.campaigns.map((campaign) => [campaign.campaignId, campaign.budgetCents]));
  const changesOf = ownChangesByEntity(snapshot.history, "KEYWORD_BOOST");
  const walk: BoostWalk = { proposals: [], held: [] };
  for (const boost of latestBoosts(snapshot.boosts)) {
    const keyword = keywords.get(boost.keywordId);
    if (!keyword || keyword.state === "ARCHIVED" || held.has(keyword.keywordId)) continue;
    const base = boost.baseBidCents;
    const changes = (changesOf.get(keyword.keywordId) ?? []).filter((c) => madeAt(c) >= boost.startedAt);
    const latest = changes[0];
    // Taken back by the seller, or the bid is no longer the one the boost set: the seller's bid stays.
    if (latest && isTakenBack(latest)) continue;
    if (keyword.bidCents !== (latest && "toCents" in latest ? latest.toCents : base)) continue;
    const state: BoostState = {
      boost,
      current: keyword.bidCents,
      day: Math.max(1, daysBetween(localDate(boost.startedAt, timezone), clock.today) + 1),
      rank: snapshot.organicRanks[keyword.keywordId],
      capCents: Math.min(boost.boostMaxBidCents, budgets.get(keyword.campaignId) ?? Infinity),
      isEnabled: keyword.state === "ENABLED",
      isDone: changes.some((c) => c.kind === "SET_BID" && c.toCents === base && c.fromCents > base),
      currency,
    };
    const move = boostMove(state);
    if (!move && !isKnown(state.rank) && state.isEnabled && !boost.stoppedAt && !state.isDone) {
      if (
        state.day <= BOOST_DAYS &&
        keyword.bidCents < Math.min(boostedBid(base, state.day), state.capCents)
      ) {
        walk.held.push(
          `Boost of “${keyword.keywordText}” held on day ${state.day} of ${BOOST_DAYS}: ${rankText(state.rank)}; bid stays ${moneyText(keyword.bidCents, currency)}`,
        );
      }
    }
    if (!move || move.toCents === keyword.bidCents) continue;
    walk.proposals.push({
      rule: "KEYWORD_BOOST",
      skuId,
      campaignId: keyword.campaignId,
      kind: "SET_BID",
      entityType: "KEYWORD",
      entityId: keyword.keywordId,
      fromCents: keyword.bidCents,
      ...move,
    });
  }
  return walk;
}

export const proposeKeywordBoost = (input: RuleInput): ProposedChange[] => walkBoosts(input).proposals;

/** The boosts an unknown rank held this run, for the Schedule tab's note; null when none. */
export function keywordBoostNote(input: RuleInput): string | null {
  const { held } = walkBoosts(input);
  return held.length === 0 ? null : held.join(". ");
}

/** Driven by the keywords' boosts, not by a setting: it runs every hour and proposes nothing without one. */
export const keywordBoost: RuleDefinition = {
  rule: "KEYWORD_BOOST",
  isEnabled: () => true,
  isDue: everyRun,
  propose: proposeKeywordBoost,
  note: keywordBoostNote,
};
