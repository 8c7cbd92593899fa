/**
 * Keyword boost (spec 001 §4): day 1 is the local date the boost started. On day d (1…5) the bid is
 * its pre-boost bid plus 50 % of it per day, base × (1 + 0.5 d), never above the boost's max bid nor
 * the campaign's daily budget, while the keyword's organic rank is outside the top 10. It goes back
 * to the pre-boost bid once the rank reaches the top 10 or on day 6, whichever comes first (and the
 * boost is then done), or when the seller stops the boost — each only while the keyword still holds
 * the bid the boost set: a bid changed outside the boost is the seller's and stays.
 */
import type { ChangeRecord, ProposedChange } from "../../contracts/automation/change";
import { daysBetween } from "./local-dates";
import { isTakenBack, ownChangesByEntity } from "./own-changes";
import { usd } from "./reason-text";
import type { RuleDefinition } from "./rule";
import { localDate } from "./rule-clock";
import type { BoostSnapshot, RuleInput } from "./rule-input";
import { everyRun } from "./schedule";

export const BOOST_DAYS = 5;
export const BOOST_STEP = 0.5;
export const ORGANIC_GOAL = 10;

const rankText = (rank: number | null) => (rank === null ? "not ranking" : `organic rank ${rank}`);

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
  /** The organic rank now: null when the keyword does not rank, undefined when the tracker gave none. */
  rank: number | null | undefined;
  /** The highest bid allowed: the boost's max, and the campaign's daily budget. */
  capCents: number;
  isEnabled: boolean;
  /** The boost already went back to the pre-boost bid (top 10 reached): it does not climb again. */
  isDone: boolean;
};

/** The bid the boost moves its keyword to now and why, or null to leave it. */
export function boostMove({ boost, current, day, rank, capCents, isEnabled, isDone }: BoostState) {
  const base = boost.baseBidCents;
  const back = `bid back to the pre-boost ${usd(base)}: ${usd(current)} → ${usd(base)}`;
  const goal = `goal top ${ORGANIC_GOAL}`;
  if (boost.stoppedAt) return { toCents: base, reason: `Boost stopped; ${back}` };
  if (isDone) return null;
  if (day > BOOST_DAYS) {
    const reason = `Boost over after ${BOOST_DAYS} days (${rankText(rank ?? null)}, ${goal}); ${back}`;
    return { toCents: base, reason };
  }
  if (typeof rank === "number" && rank <= ORGANIC_GOAL) {
    const reason = `Boost done on day ${day} of ${BOOST_DAYS}: organic rank ${rank} reached the top ${ORGANIC_GOAL}; ${back}`;
    return { toCents: base, reason };
  }
  // An unknown rank (no answer from the tracker) holds the boost where it is.
  if (rank === undefined || !isEnabled) return null;
  const aim = boostedBid(base, day);
  const toCents = Math.min(aim, capCents);
  if (toCents <= current) return null;
  const capped = toCents < aim ? ` (capped at ${usd(capCents)})` : "";
  const reason = `Boost day ${day} of ${BOOST_DAYS}: ${rankText(rank)} (${goal}); bid ${usd(current)} → ${usd(toCents)}${capped}`;
  return { toCents, reason };
}

export function proposeKeywordBoost({ snapshot, clock }: RuleInput): ProposedChange[] {
  const { skuId, timezone } = snapshot.settings;
  const held = new Set(snapshot.heldEntityIds);
  const keywords = new Map(snapshot.keywords.map((keyword) => [keyword.keywordId, keyword]));
  const budgets = new Map(snapshot.campaigns.map((campaign) => [campaign.campaignId, campaign.budgetCents]));
  const changesOf = ownChangesByEntity(snapshot.history, "KEYWORD_BOOST");
  const proposals: ProposedChange[] = [];
  for (const boost of latestBoosts(snapshot.boosts)) {
    const keyword = keywords.get(boost.keywordId);
    if (!keyword || keyword.state === "ARCHIVED" || held.has(keyword.keywordId)) continue;
    const base = boost.baseBidCents;
    const changes = (changesOf.get(keyword.keywordId) ?? []).filter((c) => madeAt(c) >= boost.startedAt);
    const latest = changes[0];
    // Taken back by the seller, or the bid is no longer the one the boost set: the seller's bid stays.
    if (latest && isTakenBack(latest)) continue;
    if (keyword.bidCents !== (latest && "toCents" in latest ? latest.toCents : base)) continue;
    const move = boostMove({
      boost,
      current: keyword.bidCents,
      day: Math.max(1, daysBetween(localDate(boost.startedAt, timezone), clock.today) + 1),
      rank: snapshot.organicRanks[keyword.keywordId],
      capCents: Math.min(boost.boostMaxBidCents, budgets.get(keyword.campaignId) ?? Infinity),
      isEnabled: keyword.state === "ENABLED",
      isDone: changes.some((c) => c.kind === "SET_BID" && c.toCents === base && c.fromCents > base),
    });
    if (!move || move.toCents === keyword.bidCents) continue;
    proposals.push({
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
  return proposals;
}

/** Driven by the keywords' boosts, not by a setting: it runs every hour and proposes nothing without one. */
export const keywordBoost: RuleDefinition = {
  rule: "KEYWORD_BOOST",
  isEnabled: () => true,
  isDue: everyRun,
  propose: proposeKeywordBoost,
};
