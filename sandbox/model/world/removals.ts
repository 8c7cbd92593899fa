/**
 * What a test needs Amazon to do that its API cannot be asked to (sandbox controls, pure): remove
 * entities for good, as Amazon does when it drops archived ones (its delete only archives), and
 * restate recorded figures away, so a re-pulled report no longer answers rows it answered before.
 */
import type { AdsEntities } from "../entities";
import { type FactRow, factKey } from "../metrics";
import { ENTITY_KINDS, type EntityKind } from "../mutations/kinds";
import type { Profile, SandboxState } from "../state";

type Stored = Record<string, unknown>;

const withProfile = (state: SandboxState, profileId: number, change: (profile: Profile) => Profile) => ({
  ...state,
  profiles: state.profiles.map((profile) => (profile.profileId === profileId ? change(profile) : profile)),
});

/**
 * The profile without the entities of `kind` whose ids are given, nor (for campaigns and ad groups)
 * anything under them: a removed campaign's ad groups, ads, keywords and targets go with it.
 * Answers the number of entities removed.
 */
export function removeEntities(
  state: SandboxState,
  profileId: number,
  kind: EntityKind,
  ids: readonly string[],
): { state: SandboxState; result: { removed: number } } {
  const wanted = new Set(ids);
  const parentField = kind === "campaigns" ? "campaignId" : kind === "adGroups" ? "adGroupId" : null;
  let removed = 0;
  const next = withProfile(state, profileId, (profile) => {
    const ads = Object.fromEntries(
      (Object.keys(profile.ads) as EntityKind[]).map((each) => {
        const field = each === kind ? ENTITY_KINDS[kind].idField : parentField;
        const kept = (profile.ads[each] as unknown as Stored[]).filter(
          (entity) => !(field && wanted.has(String(entity[field]))),
        );
        removed += profile.ads[each].length - kept.length;
        return [each, kept];
      }),
    ) as unknown as AdsEntities;
    return { ...profile, ads };
  });
  return { state: next, result: { removed } };
}

/** Which recorded figures to restate away: one local date, narrowed by any of these fields. */
export type Restatement = { date: string } & Partial<
  Pick<FactRow, "campaignId" | "adGroupId" | "adId" | "targetingId" | "placement" | "searchTerm">
>;

/**
 * The profile with the figures matching `restatement` gone, and the orders still to land on them:
 * every report pulled after it answers as if they never were. Answers the fact rows removed.
 */
export function restateAway(
  state: SandboxState,
  profileId: number,
  restatement: Restatement,
): { state: SandboxState; result: { removed: number } } {
  const matches = (fact: FactRow) =>
    Object.entries(restatement).every(([field, value]) => fact[field as keyof FactRow] === value);
  let removed = 0;
  const next = withProfile(state, profileId, (profile) => {
    const gone = new Set(profile.metrics.facts.filter(matches).map(factKey));
    removed = gone.size;
    return {
      ...profile,
      metrics: {
        ...profile.metrics,
        facts: profile.metrics.facts.filter((fact) => !matches(fact)),
        pending: profile.metrics.pending.filter((order) => !gone.has(order.key)),
      },
    };
  });
  return { state: next, result: { removed } };
}
