/**
 * An entity as SP v3 `list` (and `Prefer: return=representation`) answers it: without the stored
 * times unless extended data is asked for, and then with its serving status.
 */
import type { EntityKind } from "../mutations/kinds";
import type { Profile, SandboxState } from "../state";
import {
  adGroupServingStatus,
  campaignServingStatus,
  productAdServingStatus,
  targetingServingStatus,
} from "./serving-status";

type Stored = { extendedData?: { creationDateTime: string; lastUpdateDateTime: string } } & Record<
  string,
  unknown
>;

function servingStatus(
  state: SandboxState,
  profile: Profile,
  kind: EntityKind,
  entity: Stored,
): string | undefined {
  switch (kind) {
    case "campaigns":
      return campaignServingStatus(state, profile, entity as never);
    case "adGroups":
      return adGroupServingStatus(state, profile, entity as never);
    case "productAds":
      return productAdServingStatus(state, profile, entity as never);
    case "keywords":
    case "targets":
      return targetingServingStatus(state, profile, entity as never);
    default:
      return undefined;
  }
}

export function presentEntity<E extends object>(
  state: SandboxState,
  profile: Profile,
  kind: EntityKind,
  entity: E,
  includeExtendedData: boolean,
): Record<string, unknown> {
  const { extendedData, ...rest } = entity as unknown as Stored;
  if (!includeExtendedData || !extendedData) return rest;
  const status = servingStatus(state, profile, kind, entity as unknown as Stored);
  return { ...rest, extendedData: { ...extendedData, ...(status ? { servingStatus: status } : {}) } };
}
