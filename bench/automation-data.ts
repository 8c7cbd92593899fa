/**
 * The profile of bench/automation.ts, as SQL for `wrangler d1 execute`: `skus` advertised SKUs with
 * every setting on, each with Skupilot's three campaigns (auto: 4 auto targets; keyword: 8 ad groups of
 * keywords; product: 2 ad groups of ASIN targets), `perSku` keywords and targets in all, `days` days of
 * TARGETING rows for each, PRODUCT_AD rows for each ad, and `terms` search terms a day in the auto and
 * in the keyword campaign. Figures vary by id and day so that every rule finds work: bids above and
 * below the target ACOS, losers to negate, winners to harvest, targets with few impressions.
 */
export type BenchProfile = { skus: number; perSku: number; days: number; terms: number };

const AUTO_TARGETS = 4;
const KEYWORD_GROUPS = 8;
const PRODUCT_GROUPS = 2;

/** Each rule's setting switched on (spec 001 §5), dates around `today` so the seasonal budget is raised. */
function settingsSql(today: string) {
  const day = (offset: number) => `date('${today}', '${offset} days')`;
  const json = (value: object) => `'${JSON.stringify(value)}'`;
  return {
    negative: json({
      frequency: "DAILY",
      lookBackPeriod: 30,
      clicksWithoutSale: 8,
      impressionsWithoutClick: 400,
      ctrLowerThan: 0.1,
    }),
    expansion: json({
      pullWinningFromOtherCampaigns: true,
      addNegativeToOriginalCampaign: true,
      frequency: "DAILY",
      lookBackPeriod: 30,
      roasMin: 2,
      roasMax: 100,
      ordersMin: 2,
      broadKeywordBidPrice: 0.5,
      phraseKeywordBidPrice: 0.6,
      exactKeywordBidPrice: 0.7,
    }),
    targetBid: json({
      isActivated: true,
      frequency: "DAILY",
      lookBackPeriod: 30,
      impressionsLessThan: 100,
      amountIncreaseType: "%",
      bidAmount: 10,
      bidMax: 2.5,
    }),
    seasonality: `json_object('turnAdsOffAtTimeOfDay', json_object('isActivated', json('true'), 'day', null, 'from', '02:00', 'to', '03:00'),
      'turnAdsOffAtTimeOfYear', json_object('isActivated', json('false')),
      'increaseDailyBudgetAtTimeOfYear', json_object('isActivated', json('true'), 'from', ${day(-1)}, 'to', ${day(5)},
        'amountIncreaseType', '%', 'budgetAmount', 20, 'budgetMax', 100))`,
  };
}

const numbers = (name: string, to: number) =>
  `${name}(i) as (select 1 union all select i + 1 from ${name} where i < ${to})`;

export function seedSql(userId: string, profile: BenchProfile, today: string) {
  const { skus, perSku, days, terms } = profile;
  const keywords = perSku - AUTO_TARGETS - Math.round(perSku / 5);
  const productTargets = perSku - AUTO_TARGETS - keywords;
  const settings = settingsSql(today);
  const pid = "(select max(id) from amazon_profiles)";
  return `
insert into amazon_accounts (organisation_id, user_id, amazon_user_id, profile_name, profile_email, refresh_token_ciphertext)
  values ((select organisation_id from memberships where user_id = '${userId}' and role = 'owner'), '${userId}', 'bench', 'bench', 'bench@example.com', 'x');
insert into amazon_profiles (token_id, amazon_profile_id, country_code, currency_code, timezone, account_name, account_type)
  values ((select max(token_id) from amazon_accounts), 'bench', 'US', 'USD', 'America/Los_Angeles', 'Bench US', 'seller');
with recursive ${numbers("s", skus)}
insert into advertised_skus (profile_id, sku, asin, title, max_daily_budget_cents, bid_min_cents, bid_max_cents,
    is_advertised, target_acos, seasonality, negative_optimization, search_term_expansion, target_bid_expansion, created_at, updated_at)
  select ${pid}, 'SKU-' || i, 'B0BENCH' || printf('%03d', i), 'Bench product ' || i, 10000, 20, 300, 1, 25,
    ${settings.seasonality}, ${settings.negative}, ${settings.expansion}, ${settings.targetBid}, 0, 0 from s;
create table bench_campaigns as
  select a.id as sku_id, a.sku, 'c' || a.id || '-' || r.role as campaign_id, r.role, r.groups
  from advertised_skus a, (select 'AUTO' as role, 1 as groups union all select 'KEYWORD', ${KEYWORD_GROUPS}
    union all select 'PRODUCT', ${PRODUCT_GROUPS}) r
  where a.profile_id = ${pid};
insert into sp_campaigns (profile_id, campaign_id, name, state, targeting_type, budget_cents, start_date, bidding_strategy, placement_bidding, synced_at)
  select ${pid}, campaign_id, sku || ' - ' || role, 'ENABLED', case role when 'AUTO' then 'AUTO' else 'MANUAL' end,
    3000, '2026-01-01', 'LEGACY_FOR_SALES', '[]', 0 from bench_campaigns;
insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, is_complete, created_at)
  select ${pid}, sku_id, role, campaign_id, 1, 0 from bench_campaigns;
insert into managed_campaigns (profile_id, campaign_id, source, created_at, advertised_sku_id)
  select ${pid}, campaign_id, 'QUICK_LAUNCH', 0, sku_id from bench_campaigns;
with recursive ${numbers("g", KEYWORD_GROUPS)}
insert into sp_ad_groups (profile_id, ad_group_id, campaign_id, name, state, default_bid_cents, synced_at)
  select ${pid}, c.campaign_id || '-g' || g.i, c.campaign_id, 'Group ' || g.i, 'ENABLED', 75, 0
  from bench_campaigns c join g on g.i <= c.groups;
insert into sp_product_ads (profile_id, ad_id, campaign_id, ad_group_id, sku, asin, state, synced_at)
  select ${pid}, 'ad-' || ad_group_id, campaign_id, ad_group_id, (select sku from bench_campaigns b where b.campaign_id = g.campaign_id),
    null, 'ENABLED', 0 from sp_ad_groups g where profile_id = ${pid};
with recursive ${numbers("k", keywords)}
insert into sp_keywords (profile_id, keyword_id, kind, campaign_id, ad_group_id, keyword_text, match_type, state, bid_cents, synced_at)
  select ${pid}, 'k' || c.sku_id || '-' || k.i, 'KEYWORD', c.campaign_id, c.campaign_id || '-g' || (1 + k.i % ${KEYWORD_GROUPS}),
    'bench term ' || c.sku_id || ' ' || k.i, case k.i % 3 when 0 then 'EXACT' when 1 then 'PHRASE' else 'BROAD' end,
    'ENABLED', 40 + k.i % 160, 0
  from bench_campaigns c, k where c.role = 'KEYWORD';
with recursive ${numbers("t", productTargets)}
insert into sp_targets (profile_id, target_id, kind, campaign_id, ad_group_id, expression_type, expression, state, bid_cents, synced_at)
  select ${pid}, 'pt' || c.sku_id || '-' || t.i, 'TARGET', c.campaign_id, c.campaign_id || '-g' || (1 + t.i % ${PRODUCT_GROUPS}),
    'MANUAL', json_array(json_object('type', 'ASIN_SAME_AS', 'value', 'B0T' || printf('%03d%05d', c.sku_id, t.i))),
    'ENABLED', 40 + t.i % 160, 0
  from bench_campaigns c, t where c.role = 'PRODUCT';
insert into sp_targets (profile_id, target_id, kind, campaign_id, ad_group_id, expression_type, expression, state, bid_cents, synced_at)
  select ${pid}, 'at' || c.sku_id || '-' || a.i, 'TARGET', c.campaign_id, c.campaign_id || '-g1', 'AUTO',
    json_array(json_object('type', a.type)), 'ENABLED', 60 + a.i * 10, 0
  from bench_campaigns c, (select 1 as i, 'QUERY_HIGH_REL_MATCHES' as type union all select 2, 'QUERY_BROAD_REL_MATCHES'
    union all select 3, 'ASIN_ACCESSORY_RELATED' union all select 4, 'ASIN_SUBSTITUTE_RELATED') a where c.role = 'AUTO';
create table bench_entities as
  select keyword_id as entity_id, campaign_id, ad_group_id, cast(substr(keyword_id, instr(keyword_id, '-') + 1) as integer) as n
    from sp_keywords where profile_id = ${pid}
  union all select target_id, campaign_id, ad_group_id, cast(substr(target_id, instr(target_id, '-') + 1) as integer)
    from sp_targets where profile_id = ${pid};
with recursive ${numbers("d", days)}
insert into daily_metrics (profile_id, grain, entity_id, campaign_id, date, placement, impressions, clicks, cost_cents, orders, sales_cents, units)
  select ${pid}, 'TARGETING', e.entity_id, e.campaign_id, date('${today}', '-' || d.i || ' days'), '',
    case when e.n % 10 = 0 then e.n % 3 else 40 + (e.n * 7 + d.i) % 300 end,
    case when e.n % 10 = 0 then 0 else (e.n + d.i) % 4 end,
    case when e.n % 10 = 0 then 0 else ((e.n + d.i) % 4) * (30 + e.n % 70) end,
    case when e.n % 10 <> 0 and (e.n + d.i) % (3 + e.n % 9) = 0 then 1 else 0 end,
    case when e.n % 10 <> 0 and (e.n + d.i) % (3 + e.n % 9) = 0 then 1800 + e.n % 1200 else 0 end,
    case when e.n % 10 <> 0 and (e.n + d.i) % (3 + e.n % 9) = 0 then 1 else 0 end
  from bench_entities e, d;
with recursive ${numbers("d", days)}
insert into daily_metrics (profile_id, grain, entity_id, campaign_id, date, placement, impressions, clicks, cost_cents, orders, sales_cents, units)
  select ${pid}, 'PRODUCT_AD', a.ad_id, a.campaign_id, date('${today}', '-' || d.i || ' days'), '',
    5000 + d.i * 10, 60, 3600, 5, 12500, 5
  from sp_product_ads a, d where a.profile_id = ${pid};
with recursive ${numbers("d", days)}, ${numbers("q", terms)}
insert into search_term_metrics (profile_id, date, campaign_id, ad_group_id, targeting_id, search_term, impressions, clicks, cost_cents, orders, sales_cents, units)
  select ${pid}, date('${today}', '-' || d.i || ' days'), c.campaign_id, c.campaign_id || '-g1',
    case c.role when 'AUTO' then 'at' || c.sku_id || '-' || (1 + q.i % 4) else 'k' || c.sku_id || '-' || (8 * (q.i % 20) + 8) end,
    case when q.i % 7 = 0 then 'b0q' || printf('%03d%05d', c.sku_id, q.i) else 'shopper query ' || c.sku_id || ' ' || q.i end,
    case when q.i % 3 = 0 then 60 else 20 end,
    case when q.i % 3 = 0 then 0 else 1 end,
    case when q.i % 3 = 0 then 0 else 45 end,
    case when q.i % 5 = 1 and d.i % 2 = 0 then 1 else 0 end,
    case when q.i % 5 = 1 and d.i % 2 = 0 then 2500 else 0 end,
    case when q.i % 5 = 1 and d.i % 2 = 0 then 1 else 0 end
  from bench_campaigns c, d, q where c.role in ('AUTO', 'KEYWORD');
drop table bench_entities;
drop table bench_campaigns;`;
}
