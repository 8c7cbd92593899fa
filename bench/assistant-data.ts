/**
 * What bench/assistant.ts asks and the data it is asked over, as SQL for `wrangler d1 execute`: on top
 * of bench/api-campaign-list-data.ts's profile (`campaigns` campaigns × `days` days of campaign rows),
 * one ad group and one product ad per campaign (SKUs shared round-robin by `skus` advertised SKUs),
 * two keywords per manual campaign and an auto target per auto campaign with their daily TARGETING rows,
 * daily PRODUCT_AD rows, a search term per campaign and day (six a campaign in turn: its own keyword,
 * four shopper queries of which two convert, an ASIN), a week of the automation's bid changes, and a
 * tenth of the campaigns with a budget they reach.
 */

/** The campaign and keyword the action questions name; both exist in every seeded profile. */
export const NAMED_CAMPAIGN = "Campaign 00041";
export const NAMED_KEYWORD = "dog bed 00041";

/** One question per intent of the offline analyst (issue 19), in the order they are asked. */
export const INTENT_QUESTIONS: readonly { intent: string; text: string }[] = [
  { intent: "wastedSpend", text: "Where am I wasting ad spend in the last 30 days?" },
  { intent: "bestSearchTerms", text: "What are my best search terms?" },
  { intent: "worstSearchTerms", text: "Which are my worst search terms this month?" },
  { intent: "termsToHarvest", text: "Which search terms should I harvest?" },
  { intent: "termsToNegate", text: "Which search terms should I negate?" },
  { intent: "budgetCapped", text: "Which campaigns are limited by budget?" },
  { intent: "acosByCampaign", text: "What is my ACOS by campaign for the last 30 days?" },
  { intent: "acosBySku", text: "Show ACOS by SKU for the last 30 days" },
  { intent: "comparePeriods", text: "Compare the last 7 days with the previous week" },
  { intent: "automationChanges", text: "What did the automation change this week, and why?" },
  { intent: "whyBidChanged", text: `Why did the bid of '${NAMED_KEYWORD}' change?` },
  { intent: "pauseCampaign", text: `Pause campaign '${NAMED_CAMPAIGN}'` },
  { intent: "raiseBudget", text: `Raise the budget of '${NAMED_CAMPAIGN}' to $50` },
  { intent: "setBid", text: `Set the bid of '${NAMED_KEYWORD}' to $1.20` },
  { intent: "explainSetting", text: "What is target ROAS?" },
];

export type AssistantProfile = { days: number; skus: number; today: string };

/** Days of the automation's change log, and the keywords it changed (the first of each of the first odd, manual, campaigns). */
const CHANGE_DAYS = 7;
const CHANGED_KEYWORDS = 100;

/**
 * Every tenth campaign's daily budget lowered below what it spends every day ($7.50 to $10.17 over its
 * 3 placements): the budget-capped intent has campaigns to name.
 */
const CAPPED_EVERY = 10;
const CAPPED_BUDGET_CENTS = 780;

const numbers = (name: string, to: number) =>
  `${name}(i) as (select 1 union all select i + 1 from ${name} where i < ${to})`;

/** The seller may chat: a chat plan and not at the ad limit (document 001 §2). */
export const chatEligibleSql = (userId: string) =>
  `update users set tariff_plan = 'PROFESSIONAL', is_ad_limit_reached = 0 where id = '${userId}';`;

/** The rows the analyst's intents read beyond the campaigns and their daily rows. */
export function assistantSeedSql(profileId: number, profile: AssistantProfile) {
  const { days, skus, today } = profile;
  const pid = profileId;
  const campaignNumber = "cast(substr(campaign_id, 2) as integer)";
  return `
update sp_campaigns set budget_cents = ${CAPPED_BUDGET_CENTS}
  where profile_id = ${pid} and ${campaignNumber} % ${CAPPED_EVERY} = 0;
with recursive ${numbers("s", skus)}
insert into advertised_skus (profile_id, sku, asin, title, max_daily_budget_cents, bid_min_cents, bid_max_cents,
    is_advertised, target_acos, created_at, updated_at)
  select ${pid}, 'BENCH-' || printf('%02d', i), 'B0BENCH' || printf('%03d', i), 'Bench product ' || i, 10000, 2, 300,
    1, 25, 0, 0 from s;
update managed_campaigns set advertised_sku_id = (select id from advertised_skus a
    where a.profile_id = ${pid} and a.sku = 'BENCH-' || printf('%02d', 1 + ${campaignNumber} % ${skus}))
  where profile_id = ${pid};
insert into sp_ad_groups (profile_id, ad_group_id, campaign_id, name, state, default_bid_cents, synced_at)
  select ${pid}, campaign_id || '-g', campaign_id, 'Ad group ' || campaign_id, 'ENABLED', 75, 0
  from sp_campaigns where profile_id = ${pid};
insert into sp_product_ads (profile_id, ad_id, campaign_id, ad_group_id, sku, asin, state, synced_at)
  select ${pid}, 'ad-' || campaign_id, campaign_id, campaign_id || '-g', 'BENCH-' || printf('%02d', 1 + ${campaignNumber} % ${skus}),
    'B0BENCH' || printf('%03d', 1 + ${campaignNumber} % ${skus}), 'ENABLED', 0
  from sp_campaigns where profile_id = ${pid};
insert into sp_keywords (profile_id, keyword_id, kind, campaign_id, ad_group_id, keyword_text, match_type, state, bid_cents, synced_at)
  select ${pid}, 'k' || ${campaignNumber} || '-' || w.n, 'KEYWORD', campaign_id, campaign_id || '-g',
    w.word || ' ' || printf('%05d', ${campaignNumber}), case w.n when 1 then 'EXACT' else 'PHRASE' end, 'ENABLED',
    40 + ${campaignNumber} % 160, 0
  from sp_campaigns, (select 1 as n, 'dog bed' as word union all select 2, 'cat toy') w
  where profile_id = ${pid} and targeting_type = 'MANUAL';
insert into sp_targets (profile_id, target_id, kind, campaign_id, ad_group_id, expression_type, expression, state, bid_cents, synced_at)
  select ${pid}, 't' || ${campaignNumber}, 'TARGET', campaign_id, campaign_id || '-g', 'AUTO',
    json_array(json_object('type', 'QUERY_HIGH_REL_MATCHES')), 'ENABLED', 60 + ${campaignNumber} % 100, 0
  from sp_campaigns where profile_id = ${pid} and targeting_type = 'AUTO';
create table bench_targeting as
  select keyword_id as entity_id, campaign_id, cast(substr(keyword_id, 2, instr(keyword_id, '-') - 2) as integer) as n
    from sp_keywords where profile_id = ${pid}
  union all select target_id, campaign_id, cast(substr(target_id, 2) as integer) from sp_targets where profile_id = ${pid};
with recursive d(k) as (select 0 union all select k + 1 from d where k < ${days - 1})
insert into daily_metrics (profile_id, grain, entity_id, campaign_id, date, placement, impressions, clicks, cost_cents, orders, sales_cents, units)
  select ${pid}, 'TARGETING', e.entity_id, e.campaign_id, date('${today}', '-' || k || ' days'), '',
    40 + (e.n * 7 + k) % 300, (e.n + k) % 4, ((e.n + k) % 4) * (30 + e.n % 70),
    case when (e.n + k) % (3 + e.n % 9) = 0 then 1 else 0 end,
    case when (e.n + k) % (3 + e.n % 9) = 0 then 1800 + e.n % 1200 else 0 end,
    case when (e.n + k) % (3 + e.n % 9) = 0 then 1 else 0 end
  from bench_targeting e, d;
drop table bench_targeting;
with recursive d(k) as (select 0 union all select k + 1 from d where k < ${days - 1})
insert into daily_metrics (profile_id, grain, entity_id, campaign_id, date, placement, impressions, clicks, cost_cents, orders, sales_cents, units)
  select ${pid}, 'PRODUCT_AD', a.ad_id, a.campaign_id, date('${today}', '-' || k || ' days'), '',
    300 + k % 50, 15 + k % 4, 750 + k % 90 * 3, k % 3, 3000 + k % 700, k % 3
  from sp_product_ads a, d where a.profile_id = ${pid};
with recursive d(k) as (select 0 union all select k + 1 from d where k < ${days - 1})
insert into search_term_metrics (profile_id, date, campaign_id, ad_group_id, targeting_id, search_term, impressions, clicks, cost_cents, orders, sales_cents, units)
  select ${pid}, date('${today}', '-' || k || ' days'), c.campaign_id, c.campaign_id || '-g',
    case c.targeting_type when 'AUTO' then 't' || c.n else 'k' || c.n || '-1' end,
    case k % 6
      when 0 then case c.targeting_type when 'AUTO' then 'auto term ' || printf('%05d', c.n) else 'dog bed ' || printf('%05d', c.n) end
      when 5 then 'b0q' || printf('%07d', c.n)
      else 'shopper query ' || (c.n % 500) || ' ' || (k % 6) end,
    60 + (c.n + k) % 40, 1 + (c.n + k) % 3, (1 + (c.n + k) % 3) * 45,
    case when k % 6 in (1, 2) then 1 else 0 end, case when k % 6 in (1, 2) then 2500 else 0 end,
    case when k % 6 in (1, 2) then 1 else 0 end
  from (select campaign_id, targeting_type, cast(substr(campaign_id, 2) as integer) as n
    from sp_campaigns where profile_id = ${pid}) c, d;
with recursive ${numbers("q", CHANGED_KEYWORDS)}, d(k) as (select 0 union all select k + 1 from d where k < ${CHANGE_DAYS - 1})
insert into automation_changes (profile_id, advertised_sku_id, campaign_id, run_key, change_key, rule, kind, entity_type,
    entity_id, action, reason, status, attempts, planned_at, applied_at)
  select ${pid}, m.advertised_sku_id, kw.campaign_id, 'bench-' || k, 'SET_BID:' || kw.keyword_id, 'BID_OPTIMIZATION',
    'SET_BID', 'KEYWORD', kw.keyword_id,
    json_object('kind', 'SET_BID', 'entityType', 'KEYWORD', 'entityId', kw.keyword_id,
      'fromCents', kw.bid_cents + 5 * (k + 1), 'toCents', kw.bid_cents + 5 * k),
    'ACOS 41 % over 14 days against a 25 % target; bid lowered', 'APPLIED', 1,
    (unixepoch('${today}', '-' || k || ' days') + 43200) * 1000, (unixepoch('${today}', '-' || k || ' days') + 43260) * 1000
  from q
  join sp_keywords kw on kw.profile_id = ${pid} and kw.kind = 'KEYWORD' and kw.keyword_id = 'k' || (2 * q.i - 1) || '-1'
  join managed_campaigns m on m.profile_id = kw.profile_id and m.campaign_id = kw.campaign_id, d;`;
}
