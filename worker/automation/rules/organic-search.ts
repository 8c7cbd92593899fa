/**
 * Organic search optimisation (spec 001 §4, defined here): a keyword that already ranks high in the
 * organic results needs less paid help. Once a day, for each keyword with the switch on, its bid is
 * set from its organic rank, relative to its base (the bid it had before this rule lowered it):
 * rank 1–3 → base − 30 %, rank 4–10 → base − 15 %, rank 11 or worse or not ranking → base. Never
 * below the SKU's min bid. Levels, not steps: the bid never drifts down day after day. Switching
 * the option off (or a boost starting) puts the base back. The rank is the rank provider's for
 * today (issue 29 item 3): NOT_FOUND in the pages read counts as not ranking; an UNKNOWN rank (no
 * provider, a failure, out of searches) changes nothing, and the rule's run note says why.
 */
import type { ProposedChange } from "../../contracts/automation/change";
import { type OrganicRank, unknownRankText } from "../../contracts/automation/organic-rank";
import { ownChangesByEntity, valueBeforeRule } from "./own-changes";
import { moneyText } from "./reason-text";
import type { RuleDefinition } from "./rule";
import type { KeywordSnapshot, RuleInput } from "./rule-input";
import { isDueByFrequency } from "./schedule";

/** Rank bands, best first: the highest rank each covers and how much under its base the bid goes. */
export const ORGANIC_BANDS = [
  { topRank: 3, cutPercent: 30 },
  { topRank: 10, cutPercent: 15 },
] as const;

/** The bid for a keyword of `base` at organic `rank`, and why (amounts in `currency`). */
export function organicLevel(base: number, rank: number | null, bidMinCents: number, currency: string) {
  const money = (cents: number) => moneyText(cents, currency);
  const band = rank === null ? undefined : ORGANIC_BANDS.find(({ topRank }) => rank <= topRank);
  if (!band) {
    const reason = `${rank === null ? "Not ranking organically" : `Organic rank ${rank}`} (outside the top ${ORGANIC_BANDS[1].topRank}): back to its base ${money(base)}`;
    return { cents: base, reason };
  }
  const cut = Math.round((base * (100 - band.cutPercent)) / 100);
  const cents = Math.min(base, Math.max(bidMinCents, cut));
  const floor = cents > cut ? `, floored at the min bid ${money(bidMinCents)}` : "";
  const reason = `Organic rank ${rank} (top ${band.topRank}): bid ${band.cutPercent} % under its base ${money(base)}${floor}`;
  return { cents, reason };
}

type OrganicWalk = { proposals: ProposedChange[]; unknown: string[] };

/** The position a known rank gives organicLevel (null: not in the pages read), undefined when unknown. */
const knownPosition = (rank: OrganicRank | undefined) =>
  rank?.status === "RANKS" ? rank.position : rank?.status === "NOT_FOUND" ? null : undefined;

function walkOrganic({ snapshot }: RuleInput): OrganicWalk {
  const { skuId, bidMinCents, currency } = snapshot.settings;
  const money = (cents: number) => moneyText(cents, currency);
  const switchedOn = new Set(snapshot.organicSearchKeywordIds);
  const boosted = new Set(snapshot.boosts.filter((b) => b.stoppedAt === null).map((b) => b.keywordId));
  const held = new Set(snapshot.heldEntityIds);
  const changesOf = ownChangesByEntity(snapshot.history, "ORGANIC_SEARCH");
  const proposals: ProposedChange[] = [];
  const unknown: string[] = [];
  const propose = (keyword: KeywordSnapshot, toCents: number, reason: string) =>
    proposals.push({
      rule: "ORGANIC_SEARCH",
      skuId,
      campaignId: keyword.campaignId,
      kind: "SET_BID",
      entityType: "KEYWORD",
      entityId: keyword.keywordId,
      fromCents: keyword.bidCents,
      toCents,
      reason: `${reason}; bid ${money(keyword.bidCents)} → ${money(toCents)}`,
    });
  for (const keyword of snapshot.keywords) {
    const { keywordId, bidCents: current } = keyword;
    const changes = changesOf.get(keywordId);
    if ((!switchedOn.has(keywordId) && !changes) || keyword.state === "ARCHIVED" || held.has(keywordId))
      continue;
    const base = valueBeforeRule(changes, current);
    if (!switchedOn.has(keywordId) || boosted.has(keywordId)) {
      const why = boosted.has(keywordId)
        ? "Organic search optimisation gives way to the keyword's boost"
        : "Organic search optimisation switched off";
      if (base !== current) propose(keyword, base, `${why}; back to its base ${money(base)}`);
      continue;
    }
    if (keyword.state !== "ENABLED") continue;
    const found = snapshot.organicRanks[keywordId];
    const rank = knownPosition(found);
    if (rank === undefined) {
      const why = found?.status === "UNKNOWN" ? unknownRankText(found) : "not looked up";
      unknown.push(`“${keyword.keywordText}” unchanged at ${money(current)}: organic rank unknown (${why})`);
      continue;
    }
    const { cents, reason } = organicLevel(base, rank, bidMinCents, currency);
    if (cents !== current) propose(keyword, cents, reason);
  }
  return { proposals, unknown };
}

export const proposeOrganicSearch = (input: RuleInput): ProposedChange[] => walkOrganic(input).proposals;

/** The keywords an unknown rank left alone this run, for the Schedule tab's note; null when none. */
export function organicSearchNote(input: RuleInput): string | null {
  const { unknown } = walkOrganic(input);
  return unknown.length === 0 ? null : `Organic search optimisation: ${unknown.join("; ")}`;
}

/** Driven by each keyword's switch: runs at the first run of each day in the SKU's zone. */
export const organicSearch: RuleDefinition = {
  rule: "ORGANIC_SEARCH",
  isEnabled: () => true,
  isDue: (settings, clock, lastRunAt) => isDueByFrequency("DAILY", clock, lastRunAt, settings.timezone),
  propose: proposeOrganicSearch,
  note: organicSearchNote,
};
