import { type SQL, sql } from "drizzle-orm";
import type { ChangeAction } from "../contracts/automation/change";

/** A change Amazon accepted: its action and campaign, and what it created (an addition). */
export type AppliedChange = { action: ChangeAction; campaignId: string; createdId: string | null };

const json = (value: unknown) => JSON.stringify(value);
const kindOfNegative = (adGroupId: string | null) => (adGroupId === null ? "CAMPAIGN_NEGATIVE" : "NEGATIVE");

/** `update <table> set <column> = map[id] where id in map`: one statement for any number of entities. */
function setFromMap(
  table: SQL,
  column: SQL,
  id: SQL,
  where: SQL,
  map: Record<string, string | number>,
): SQL | null {
  if (Object.keys(map).length === 0) return null;
  return sql`update ${table} set ${column} = json_extract(${json(map)}, '$."' || ${id} || '"') where ${where} and ${id} in (select key from json_each(${json(map)}))`;
}

/**
 * The statements that make our synced copy show what Amazon accepted, so the next snapshot and the
 * screens see it before the next sync: new bids, states and budgets, the created keywords, targets
 * and negatives (created `appliedAt`, until the sync brings Amazon's own creation time), and archived
 * entities. A handful of statements for any number of changes.
 */
export function mirrorWrites(profileId: number, applied: AppliedChange[], appliedAt: Date): SQL[] {
  const maps = {
    keywordBid: {} as Record<string, number>,
    targetBid: {} as Record<string, number>,
    budget: {} as Record<string, number>,
    keywordState: {} as Record<string, string>,
    targetState: {} as Record<string, string>,
    campaignState: {} as Record<string, string>,
    adState: {} as Record<string, string>,
    negativeKeywordState: {} as Record<string, string>,
    negativeTargetState: {} as Record<string, string>,
  };
  const keywords: unknown[] = [];
  const targets: unknown[] = [];
  const syncedAt = Date.now();
  const createdAt = appliedAt.toISOString();
  for (const { action, campaignId, createdId } of applied) {
    switch (action.kind) {
      case "SET_BID":
        (action.entityType === "KEYWORD" ? maps.keywordBid : maps.targetBid)[action.entityId] =
          action.toCents;
        break;
      case "SET_BUDGET":
        maps.budget[action.entityId] = action.toCents;
        break;
      case "SET_STATE": {
        const states = {
          CAMPAIGN: maps.campaignState,
          PRODUCT_AD: maps.adState,
          KEYWORD: maps.keywordState,
          TARGET: maps.targetState,
        };
        states[action.entityType][action.entityId] = action.to;
        break;
      }
      case "ARCHIVE": {
        const states = {
          KEYWORD: maps.keywordState,
          NEGATIVE_KEYWORD: maps.negativeKeywordState,
          TARGET: maps.targetState,
          NEGATIVE_TARGET: maps.negativeTargetState,
          CAMPAIGN: maps.campaignState,
          PRODUCT_AD: maps.adState,
        };
        states[action.entityType][action.entityId] = "ARCHIVED";
        break;
      }
      case "ADD_KEYWORD":
      case "ADD_NEGATIVE_KEYWORD":
        if (createdId)
          keywords.push({
            id: createdId,
            kind: action.kind === "ADD_KEYWORD" ? "KEYWORD" : kindOfNegative(action.adGroupId),
            campaignId,
            adGroupId: action.adGroupId,
            text: action.keywordText,
            matchType:
              action.kind === "ADD_KEYWORD" ? action.matchType : (action.matchType ?? "NEGATIVE_EXACT"),
            bidCents: action.kind === "ADD_KEYWORD" ? action.bidCents : null,
          });
        break;
      case "ADD_TARGET":
      case "ADD_NEGATIVE_TARGET":
        if (createdId)
          targets.push({
            id: createdId,
            kind: action.kind === "ADD_TARGET" ? "TARGET" : kindOfNegative(action.adGroupId),
            campaignId,
            adGroupId: action.adGroupId,
            expression: json([{ type: "ASIN_SAME_AS", value: action.asin }]),
            bidCents: action.kind === "ADD_TARGET" ? action.bidCents : null,
          });
        break;
    }
  }

  const inProfile = sql`profile_id = ${profileId}`;
  const keyword = sql`${inProfile} and kind = 'KEYWORD'`;
  const target = sql`${inProfile} and kind = 'TARGET'`;
  const negative = sql`${inProfile} and kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE')`;
  const [kw, tg, cp, ad] = [sql`sp_keywords`, sql`sp_targets`, sql`sp_campaigns`, sql`sp_product_ads`];
  const [kwId, tgId, cpId, adId] = [sql`keyword_id`, sql`target_id`, sql`campaign_id`, sql`ad_id`];
  const [bid, state, budget] = [sql`bid_cents`, sql`state`, sql`budget_cents`];
  const statements = [
    setFromMap(kw, bid, kwId, keyword, maps.keywordBid),
    setFromMap(tg, bid, tgId, target, maps.targetBid),
    setFromMap(cp, budget, cpId, inProfile, maps.budget),
    setFromMap(kw, state, kwId, keyword, maps.keywordState),
    setFromMap(tg, state, tgId, target, maps.targetState),
    setFromMap(cp, state, cpId, inProfile, maps.campaignState),
    setFromMap(ad, state, adId, inProfile, maps.adState),
    setFromMap(kw, state, kwId, negative, maps.negativeKeywordState),
    setFromMap(tg, state, tgId, negative, maps.negativeTargetState),
    keywords.length === 0
      ? null
      : sql`
          insert into sp_keywords
            (profile_id, keyword_id, kind, campaign_id, ad_group_id, keyword_text, match_type, state, bid_cents, created_at, synced_at)
          select ${profileId}, json_extract(value, '$.id'), json_extract(value, '$.kind'), json_extract(value, '$.campaignId'), json_extract(value, '$.adGroupId'),
            json_extract(value, '$.text'), json_extract(value, '$.matchType'), 'ENABLED', json_extract(value, '$.bidCents'), ${createdAt}, ${syncedAt}
          from json_each(${json(keywords)}) where true
          on conflict do nothing`,
    targets.length === 0
      ? null
      : sql`
          insert into sp_targets
            (profile_id, target_id, kind, campaign_id, ad_group_id, expression_type, expression, state, bid_cents, created_at, synced_at)
          select ${profileId}, json_extract(value, '$.id'), json_extract(value, '$.kind'), json_extract(value, '$.campaignId'), json_extract(value, '$.adGroupId'),
            'MANUAL', json_extract(value, '$.expression'), 'ENABLED', json_extract(value, '$.bidCents'), ${createdAt}, ${syncedAt}
          from json_each(${json(targets)}) where true
          on conflict do nothing`,
  ];
  return statements.filter((statement): statement is SQL => statement !== null);
}
