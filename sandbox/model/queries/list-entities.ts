/**
 * SP v3 `POST /sp/<entity>/list`: filters (state, ids, names and keyword texts, match types,
 * expression types, ASINs), `maxResults` pages and an opaque `nextToken`. Answers the entities in
 * creation order, presented like the API (extended data only on request).
 */
import { hashString } from "../core/rng";
import type { EntityKind } from "../mutations/kinds";
import type { Profile, SandboxState } from "../state";
import { presentEntity } from "./present-entity";

export const MAX_PAGE_SIZE = 1000;

type Body = Record<string, unknown>;
type Stored = Record<string, unknown>;

export type ListResult =
  | { ok: true; items: Record<string, unknown>[]; nextToken?: string; totalResults: number }
  | { ok: false; message: string };

const ID_FILTERS: Record<string, string> = {
  campaignIdFilter: "campaignId",
  adGroupIdFilter: "adGroupId",
  adIdFilter: "adId",
  keywordIdFilter: "keywordId",
  negativeKeywordIdFilter: "keywordId",
  campaignNegativeKeywordIdFilter: "keywordId",
  targetIdFilter: "targetId",
  negativeTargetIdFilter: "targetId",
  campaignNegativeTargetIdFilter: "targetId",
  portfolioIdFilter: "portfolioId",
};

const TEXT_FILTERS: Record<string, string> = {
  nameFilter: "name",
  keywordTextFilter: "keywordText",
  negativeKeywordTextFilter: "keywordText",
  campaignNegativeKeywordTextFilter: "keywordText",
};

function includes(filter: unknown): unknown[] | undefined {
  if (Array.isArray(filter)) return filter;
  const list = (filter as { include?: unknown } | undefined)?.include;
  return Array.isArray(list) ? list : undefined;
}

function textMatches(filter: unknown, value: unknown): boolean {
  const wanted = includes(filter) ?? [];
  const text = String(value ?? "").toLowerCase();
  if ((filter as { queryTermMatchType?: string }).queryTermMatchType === "BROAD_MATCH") {
    return wanted.length === 0 || text.includes(String(wanted[0]).toLowerCase());
  }
  return wanted.some((candidate) => String(candidate).toLowerCase() === text);
}

function asinsOf(entity: Stored): string[] {
  const expression = (entity.expression ?? []) as { type: string; value?: string }[];
  return expression.filter((p) => p.type === "ASIN_SAME_AS").map((p) => (p.value ?? "").toUpperCase());
}

function keep(profile: Profile, entity: Stored, body: Body): boolean {
  const states = includes(body.stateFilter);
  if (states && !states.includes(entity.state)) return false;
  for (const [filter, field] of Object.entries(ID_FILTERS)) {
    const ids = includes(body[filter]);
    if (ids && !ids.includes(entity[field])) return false;
  }
  for (const [filter, field] of Object.entries(TEXT_FILTERS)) {
    if (body[filter] !== undefined && !textMatches(body[filter], entity[field])) return false;
  }
  const matchTypes = includes(body.matchTypeFilter);
  if (matchTypes && !matchTypes.includes(entity.matchType)) return false;
  const expressionTypes = includes(body.expressionTypeFilter);
  if (expressionTypes && !expressionTypes.includes(entity.expressionType)) return false;
  const asins = includes(body.asinFilter);
  if (asins && !asinsOf(entity).some((asin) => asins.some((wanted) => String(wanted).toUpperCase() === asin)))
    return false;
  const targetingTypes = includes(body.campaignTargetingTypeFilter);
  if (targetingTypes) {
    const campaign = profile.ads.campaigns.find((candidate) => candidate.campaignId === entity.campaignId);
    if (!campaign || !targetingTypes.includes(campaign.targetingType)) return false;
  }
  return true;
}

/** Tokens name the offset and the filters they were issued for, so a token cannot cross queries. */
function tokenFor(offset: number, body: Body): string {
  const { nextToken: _ignored, maxResults: _size, ...filters } = body;
  return `${offset.toString(36)}.${hashString(JSON.stringify(filters)).toString(36)}`;
}

function offsetOf(token: unknown, body: Body): number | undefined {
  if (token === undefined) return 0;
  if (typeof token !== "string") return undefined;
  const offset = Number.parseInt(token.split(".")[0] ?? "", 36);
  return Number.isInteger(offset) && tokenFor(offset, body) === token ? offset : undefined;
}

export function listEntities(
  state: SandboxState,
  profile: Profile,
  kind: EntityKind,
  body: Body = {},
): ListResult {
  const size = body.maxResults === undefined ? MAX_PAGE_SIZE : Number(body.maxResults);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return { ok: false, message: `maxResults must be an integer from 1 to ${MAX_PAGE_SIZE}` };
  }
  const offset = offsetOf(body.nextToken, body);
  if (offset === undefined) return { ok: false, message: "nextToken is invalid" };
  const all = (profile.ads[kind] as unknown as Stored[]).filter((entity) => keep(profile, entity, body));
  const page = all.slice(offset, offset + size);
  const extended = body.includeExtendedDataFields === true;
  const items = page.map((entity) => presentEntity(state, profile, kind, entity, extended));
  const next = offset + size < all.length ? tokenFor(offset + size, body) : undefined;
  return { ok: true, items, totalResults: all.length, ...(next ? { nextToken: next } : {}) };
}
