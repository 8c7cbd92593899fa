/**
 * Where a harvested term goes (the SKU's keyword or product campaign, its first live ad group) and
 * whether it is there already: in the mirror, among the automation's own additions, or live.
 */
import type { ChangeAction, ChangeRecord } from "../../contracts/automation/change";
import type { CampaignRole, CampaignSnapshot, SkuSnapshot } from "./rule-input";
import { isAsinTerm, normaliseTerm } from "./search-term-figures";

export type Addition = Extract<ChangeAction, { kind: "ADD_KEYWORD" | "ADD_TARGET" }>;

export type Destination = { campaign: CampaignSnapshot; adGroupId: string };

/** The SKU's campaign of that role and its first live ad group, if it has both. */
export function destination(snapshot: SkuSnapshot, role: CampaignRole): Destination | null {
  for (const campaign of snapshot.campaigns) {
    if (campaign.role !== role || campaign.state === "ARCHIVED") continue;
    const group = snapshot.adGroups.find(
      (g) => g.campaignId === campaign.campaignId && g.state !== "ARCHIVED",
    );
    if (group) return { campaign, adGroupId: group.adGroupId };
  }
  return null;
}

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
export function alreadyThere(snapshot: SkuSnapshot, campaignId: string, wanted: Addition): boolean {
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

/**
 * The destination holds the term live: an ENABLED keyword of that text (any match type) or an ENABLED
 * target of that ASIN, in an ENABLED ad group of an ENABLED campaign, as Amazon last showed it. Only
 * then is the term negated at its source: its shoppers still find the product through it.
 */
export function liveInDestination(snapshot: SkuSnapshot, into: Destination, term: string): boolean {
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
