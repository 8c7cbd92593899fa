import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { offlineAnalyst } from "../../worker/assistant/analyst";
import { money } from "../../worker/assistant/analyst/format";
import type { AssistantReply } from "../../worker/assistant/assistant";
import { assistantTools } from "../../worker/assistant/tools";
import { shiftDate } from "../../worker/contracts/date-range";
import { createDatabase } from "../../worker/db/client";
import type { DailyMetricRow } from "../../worker/mirror/metric-rows";
import { storeDailyRows } from "../../worker/mirror/store-daily-rows";
import { newUser, signUp } from "./support/accounts";
import {
  figures,
  seedAdGroup,
  seedAdvertisedSku,
  seedCampaign,
  seedKeyword,
  seedProfile,
  seedSearchTerm,
  seedTarget,
} from "./support/seed-ads";

// Every intent of the offline analyst over seeded D1 rows: each answer's numbers are checked against
// a direct SQL query over the raw tables, and another seller's rows (named alike) never show.

const db = createDatabase(env.DB);
const TODAY = "2026-11-20";
const day = (daysAgo: number) => shiftDate(TODAY, -daysAgo);
const analyst = offlineAnalyst();

let ann: string;
let bob: string;
let us: number;
let de: number;
let bobProfile: number;

const ask = (text: string, userId = ann): Promise<AssistantReply> =>
  analyst.answer({ text, history: [], today: TODAY }, assistantTools(db, userId));

async function one<T>(query: string, ...values: unknown[]): Promise<T> {
  const row = await env.DB.prepare(query)
    .bind(...values)
    .first<T>();
  if (!row) throw new Error(`no row: ${query}`);
  return row;
}

/** The seller's profile ids, as a SQL list the expected-value queries bind. */
const annProfiles = () =>
  `(select p.id from amazon_profiles p join amazon_accounts a on a.token_id = p.token_id where a.user_id = '${ann}')`;

/** A campaign's placement rows, one a day: cost on the days listed at `highCents`, else `lowCents`. */
function campaignDays(
  campaignId: string,
  days: number[],
  costOf: (daysAgo: number) => number,
  salesCents: number,
  orders: number,
): DailyMetricRow[] {
  return days.map((daysAgo) => ({
    grain: "CAMPAIGN_PLACEMENT",
    entityId: campaignId,
    campaignId,
    date: day(daysAgo),
    placement: "TOP_OF_SEARCH",
    ...figures(1000, 20, costOf(daysAgo), orders, salesCents),
  }));
}

const TEN_DAYS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

async function seedProductAd(profileId: number, adId: string, campaignId: string, sku: string) {
  await env.DB.prepare(
    "insert into sp_product_ads (profile_id, ad_id, campaign_id, ad_group_id, sku, asin, state, synced_at) values (?, ?, ?, ?, ?, 'B0SEEDED01', 'ENABLED', 0)",
  )
    .bind(profileId, adId, campaignId, `${campaignId}-ag`, sku)
    .run();
}

async function seedChange(
  profileId: number,
  skuId: number,
  daysAgo: number,
  change: Record<string, unknown>,
) {
  await env.DB.prepare(
    "insert into automation_changes (profile_id, advertised_sku_id, campaign_id, run_key, change_key, rule, kind, entity_type, entity_id, action, reason, status, planned_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'APPLIED', ?)",
  )
    .bind(
      profileId,
      skuId,
      change.campaignId,
      `run-${daysAgo}`,
      `${change.rule}:${change.entityId ?? change.keywordText}`,
      change.rule,
      (change.action as { kind: string }).kind,
      (change.action as { entityType: string }).entityType,
      change.entityId ?? null,
      JSON.stringify(change.action),
      change.reason,
      Date.parse(`${day(daysAgo)}T12:00:00Z`),
    )
    .run();
}

beforeAll(async () => {
  ann = (await signUp(newUser("ann"))).id;
  bob = (await signUp(newUser("bob"))).id;
  us = await seedProfile(ann);
  de = await seedProfile(ann, "Europe/Berlin", { countryCode: "DE", currencyCode: "EUR" });
  bobProfile = await seedProfile(bob);

  await seedCampaign(us, { campaignId: "c-auto", name: "Dog Beds – Auto", budgetCents: 2000 });
  await seedCampaign(us, {
    campaignId: "c-kw",
    name: "Dog Beds – Keywords",
    targetingType: "MANUAL",
    budgetCents: 3000,
  });
  await seedCampaign(us, {
    campaignId: "c-own",
    name: "Seller Own Campaign",
    budgetCents: 1000,
    source: null,
  });
  await seedCampaign(us, { campaignId: "c-cat", name: "Cat Toys", state: "PAUSED", budgetCents: 1500 });
  await seedCampaign(de, { campaignId: "d-auto", name: "Hundebetten – Auto", budgetCents: 1500 });
  await seedCampaign(bobProfile, { campaignId: "b-auto", name: "Dog Beds – Bob", budgetCents: 500 });
  for (const [profileId, campaignId] of [
    [us, "c-auto"],
    [us, "c-kw"],
    [us, "c-own"],
    [de, "d-auto"],
    [bobProfile, "b-auto"],
  ] as const)
    await seedAdGroup(profileId, campaignId, 50);

  // Days at budget in the last 7 days: c-auto 3, c-own 5 (not Skupilot's), d-auto 2, c-kw none.
  await storeDailyRows(db, us, [
    ...campaignDays("c-auto", TEN_DAYS, (d) => (d <= 3 ? 2000 : 1200), 5000, 2),
    ...campaignDays("c-kw", TEN_DAYS, () => 1000, 4000, 1),
    ...campaignDays("c-own", [1, 2, 3, 4, 5], () => 1000, 0, 0),
    {
      grain: "TARGETING",
      entityId: "k-1",
      campaignId: "c-kw",
      date: day(2),
      placement: "",
      ...figures(500, 8, 640, 2, 6000),
    },
    {
      grain: "PRODUCT_AD",
      entityId: "ad-1",
      campaignId: "c-auto",
      date: day(2),
      placement: "",
      ...figures(900, 9, 700, 1, 2500),
    },
    {
      grain: "PRODUCT_AD",
      entityId: "ad-2",
      campaignId: "c-kw",
      date: day(3),
      placement: "",
      ...figures(400, 4, 300, 1, 2500),
    },
    {
      grain: "PRODUCT_AD",
      entityId: "ad-3",
      campaignId: "c-own",
      date: day(3),
      placement: "",
      ...figures(100, 5, 900, 0, 0),
    },
  ]);
  await storeDailyRows(
    db,
    de,
    campaignDays("d-auto", TEN_DAYS, (d) => (d <= 2 ? 1500 : 500), 2000, 1),
  );
  await storeDailyRows(db, bobProfile, [
    ...campaignDays("b-auto", TEN_DAYS, () => 500, 0, 0),
    {
      grain: "TARGETING",
      entityId: "bk-1",
      campaignId: "b-auto",
      date: day(2),
      placement: "",
      ...figures(5, 5, 5000, 0, 0),
    },
    {
      grain: "PRODUCT_AD",
      entityId: "bad-1",
      campaignId: "b-auto",
      date: day(2),
      placement: "",
      ...figures(5, 5, 9900, 0, 0),
    },
  ]);
  await seedProductAd(us, "ad-1", "c-auto", "DOG-BED-L");
  await seedProductAd(us, "ad-2", "c-kw", "DOG-BED-L");
  await seedProductAd(us, "ad-3", "c-own", "CAT-TOY");
  await seedProductAd(bobProfile, "bad-1", "b-auto", "DOG-BED-L");

  await seedKeyword(us, "c-kw", {
    keywordId: "k-1",
    keywordText: "orthopedic dog bed",
    matchType: "EXACT",
    bidCents: 80,
  });
  await seedKeyword(us, "c-auto", {
    keywordId: "k-2",
    keywordText: "memory foam bed",
    matchType: "PHRASE",
    bidCents: 60,
  });
  await seedKeyword(us, "c-kw", {
    keywordId: "k-3",
    keywordText: "memory foam bed",
    matchType: "EXACT",
    bidCents: 70,
  });
  await seedKeyword(us, "c-auto", {
    keywordId: "n-1",
    kind: "NEGATIVE",
    keywordText: "cheap dog bed",
    matchType: "NEGATIVE_EXACT",
  });
  await seedKeyword(bobProfile, "b-auto", {
    keywordId: "bk-1",
    keywordText: "orthopedic dog bed",
    matchType: "EXACT",
    bidCents: 300,
  });
  await seedTarget(us, "c-auto", {
    targetId: "t-auto",
    expression: [{ type: "QUERY_HIGH_REL_MATCHES" }],
    bidCents: 50,
  });

  const term = (
    profileId: number,
    campaignId: string,
    text: string,
    daysAgo: number,
    f: ReturnType<typeof figures>,
  ) => seedSearchTerm(profileId, campaignId, "t-auto", text, day(daysAgo), f);
  await term(us, "c-auto", "orthopedic dog bed", 1, figures(200, 10, 800, 3, 9000));
  await term(us, "c-auto", "dog bed xl", 2, figures(100, 4, 300, 1, 3000));
  await term(us, "c-auto", "free dog bed", 1, figures(100, 6, 450, 0, 0));
  await term(us, "c-auto", "free dog bed", 2, figures(100, 6, 450, 0, 0));
  await term(us, "c-auto", "cheap dog bed", 3, figures(100, 11, 700, 0, 0));
  await term(us, "c-auto", "dog blanket", 3, figures(50, 3, 200, 0, 0));
  await term(us, "c-auto", "b0abcdefgh", 4, figures(60, 10, 500, 0, 0));
  await term(us, "c-own", "dog bed cover", 2, figures(300, 15, 1200, 0, 0));
  await term(us, "c-kw", "orthopedic dog bed", 2, figures(90, 8, 640, 2, 6000));
  await term(de, "d-auto", "hundebett", 2, figures(90, 10, 600, 0, 0));
  await term(bobProfile, "b-auto", "dog bed", 2, figures(900, 50, 5000, 0, 0));
  await term(bobProfile, "b-auto", "bob winner term", 2, figures(900, 50, 5000, 9, 90000));

  const annSku = await seedAdvertisedSku(us, "c-kw", "DOG-BED-L", "B0SEEDED01");
  await env.DB.prepare("update advertised_skus set target_roas = 4 where id = ?").bind(annSku).run();
  const bobSku = await seedAdvertisedSku(bobProfile, "b-auto", "DOG-BED-L", "B0SEEDED01");
  await env.DB.prepare("update advertised_skus set target_roas = 9 where id = ?").bind(bobSku).run();
  await seedChange(us, annSku, 2, {
    rule: "BID_OPTIMIZATION",
    campaignId: "c-kw",
    entityId: "k-1",
    action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "k-1", fromCents: 100, toCents: 80 },
    reason: "ACOS 35 % over 14 days against a 25 % target; bid $1.00 → $0.80",
  });
  await seedChange(us, annSku, 3, {
    rule: "NEGATIVE_OPTIMIZATION",
    campaignId: "c-auto",
    keywordText: "cheap dog bed",
    action: {
      kind: "ADD_NEGATIVE_KEYWORD",
      entityType: "NEGATIVE_KEYWORD",
      adGroupId: "c-auto-ag",
      keywordText: "cheap dog bed",
    },
    reason: "11 clicks without a sale over 14 days (your threshold: 10)",
  });
  await seedChange(bobProfile, bobSku, 2, {
    rule: "BID_OPTIMIZATION",
    campaignId: "b-auto",
    entityId: "bk-1",
    action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "bk-1", fromCents: 200, toCents: 300 },
    reason: "Bob's own reason",
  });
}, 60_000);

/** Nothing of Bob's shows in Ann's answers. */
function expectNothingOfBob(reply: AssistantReply) {
  expect(reply.text).not.toMatch(/Bob|bob winner term|\$50\.00 wasted/);
  expect(reply.widget?.endpoint ?? "").not.toContain(`/${bobProfile}/`);
}

describe("the offline analyst on seeded data", () => {
  it("wasted spend: terms with clicks and no orders, per currency, and the worst managed campaign's budget", async () => {
    const wasted = await env.DB.prepare(
      `select p.currency_code as currency, sum(t.cost) as cents from (
         select profile_id, sum(cost_cents) as cost from search_term_metrics
         where profile_id in ${annProfiles()} and date between ? and ?
         group by profile_id, campaign_id, search_term having sum(orders) = 0 and sum(clicks) > 0) t
       join amazon_profiles p on p.id = t.profile_id group by p.currency_code order by p.currency_code`,
    )
      .bind(day(29), TODAY)
      .all<{ currency: string; cents: number }>();
    expect(wasted.results).toEqual([
      { currency: "EUR", cents: 600 },
      { currency: "USD", cents: 3500 },
    ]);
    const reply = await ask("Where am I wasting money?");
    expect(reply.text).toContain(`${money(6, "EUR")} and ${money(35, "USD")}`);
    expect(reply.text).toContain("| Dog Beds – Auto | $23.00 |");
    expect(reply.text).toContain(
      "- “dog bed cover” in Seller Own Campaign: $12.00, 15 clicks\n- “free dog bed”",
    );
    expect(reply.text).toContain("- “B0ABCDEFGH” in Dog Beds – Auto: $5.00, 10 clicks");
    expect(reply.widget).toMatchObject({
      type: "Campaign",
      action: "UpdateDailyBudget",
      endpoint: `/api/widget-actions/${us}/campaigns/c-auto/daily-budget`,
      body: { dailyBudget: Math.round((20 - 23 / 30) * 100) / 100 },
    });
    expectNothingOfBob(reply);
  });

  it("names a marketplace: only that profile's money", async () => {
    const reply = await ask("wasted spend in Germany");
    expect(reply.text).toContain(money(6, "EUR"));
    expect(reply.text).not.toContain("$");
    expect(reply.widget?.endpoint).toBe(`/api/widget-actions/${de}/campaigns/d-auto/daily-budget`);
    expect((await ask("wasted spend in Canada")).text).toContain("You have no profile in the CA marketplace");
    const followUp = await analyst.answer(
      {
        text: "and in Germany?",
        history: [{ sender: "USER", text: "Where am I wasting money?" }],
        today: TODAY,
      },
      assistantTools(db, ann),
    );
    expect(followUp.text).toContain(
      `Wasted spend in the last 30 days (${day(29)} to ${TODAY}): ${money(6, "EUR")}**`,
    );
  });

  it("best search terms: most sales first, as summed in SQL", async () => {
    const best = await one<{ term: string; cents: number; spend: number }>(
      `select search_term as term, sum(sales_cents) as cents, sum(cost_cents) as spend from search_term_metrics
       where profile_id in ${annProfiles()} and date between ? and ? group by profile_id, campaign_id, search_term
       order by cents desc limit 1`,
      day(29),
      TODAY,
    );
    const reply = await ask("What are my best search terms?");
    expect(reply.text).toContain(
      `| ${best.term} | Dog Beds – Auto | ${money(best.spend / 100, "USD")} | ${money(best.cents / 100, "USD")} |`,
    );
    expectNothingOfBob(reply);
  });

  it("worst search terms: no sales first, and a negative for the worst in a managed campaign", async () => {
    const reply = await ask("worst search terms last 30 days");
    expect(reply.text).toContain("| dog bed cover | Seller Own Campaign | $12.00 | $0.00 | — |");
    expect(reply.widget).toMatchObject({
      action: "AddNegativeKeyword",
      endpoint: `/api/widget-actions/${us}/campaigns/c-auto/negative-keywords`,
      body: { negativeKeywords: ["free dog bed"] },
    });
    expectNothingOfBob(reply);
  });

  it("terms to harvest: converting terms not yet keywords", async () => {
    const harvest = await env.DB.prepare(
      `select distinct s.search_term as term from search_term_metrics s
       where s.profile_id in ${annProfiles()} and s.date between ? and ? and s.orders > 0
         and lower(s.search_term) not in (select lower(keyword_text) from sp_keywords k where k.profile_id = s.profile_id and k.kind = 'KEYWORD')`,
    )
      .bind(day(29), TODAY)
      .all<{ term: string }>();
    expect(harvest.results).toEqual([{ term: "dog bed xl" }]);
    const reply = await ask("Which search terms should I harvest?");
    expect(reply.text).toContain("| dog bed xl | Dog Beds – Auto | $3.00 | $30.00 |");
    expect(reply.text).not.toContain("orthopedic");
    expectNothingOfBob(reply);
  });

  it("terms to negate: 10 clicks or more without an order, not negated yet", async () => {
    const negate = await env.DB.prepare(
      `select p.currency_code as currency, count(*) as terms, sum(t.cost) as cents from (
         select s.profile_id, s.campaign_id, s.search_term, sum(s.cost_cents) as cost from search_term_metrics s
         where s.profile_id in ${annProfiles()} and s.date between ? and ?
           and not exists (select 1 from sp_keywords n where n.profile_id = s.profile_id and n.campaign_id = s.campaign_id
             and n.kind in ('NEGATIVE', 'CAMPAIGN_NEGATIVE') and lower(n.keyword_text) = lower(s.search_term))
         group by s.profile_id, s.campaign_id, s.search_term having sum(s.orders) = 0 and sum(s.clicks) >= 10) t
       join amazon_profiles p on p.id = t.profile_id group by p.currency_code order by p.currency_code`,
    )
      .bind(day(29), TODAY)
      .all<{ currency: string; terms: number; cents: number }>();
    expect(negate.results).toEqual([
      { currency: "EUR", terms: 1, cents: 600 },
      { currency: "USD", terms: 3, cents: 2600 },
    ]);
    const reply = await ask("Which search terms should I negate?");
    expect(reply.text).toContain(`4 search terms to negate`);
    expect(reply.text).toContain(`${money(6, "EUR")} and ${money(26, "USD")} spent`);
    expect(reply.text).not.toContain("cheap dog bed");
    expect(reply.widget).toMatchObject({
      endpoint: `/api/widget-actions/${us}/campaigns/c-auto/negative-keywords`,
      body: { negativeKeywords: ["free dog bed"] },
    });
    expectNothingOfBob(reply);
  });

  it("budget-capped campaigns: days whose spend reached the budget, and a raise for the managed one", async () => {
    const capped = await env.DB.prepare(
      `select c.name, count(*) as days from (
         select profile_id, campaign_id, date, sum(cost_cents) as cost from daily_metrics
         where grain = 'CAMPAIGN_PLACEMENT' and profile_id in ${annProfiles()} and date between ? and ?
         group by profile_id, campaign_id, date) d
       join sp_campaigns c on c.profile_id = d.profile_id and c.campaign_id = d.campaign_id
       where d.cost >= c.budget_cents * 0.95 group by c.name order by days desc`,
    )
      .bind(day(6), TODAY)
      .all<{ name: string; days: number }>();
    expect(capped.results).toEqual([
      { name: "Seller Own Campaign", days: 5 },
      { name: "Dog Beds – Auto", days: 3 },
      { name: "Hundebetten – Auto", days: 2 },
    ]);
    const reply = await ask("Which campaigns are limited by budget?");
    for (const { name, days } of capped.results) expect(reply.text).toContain(`| ${name} | ${days} |`);
    expect(reply.text).toContain("| Hundebetten – Auto | 2 | €15.00 |");
    expect(reply.widget).toMatchObject({
      endpoint: `/api/widget-actions/${us}/campaigns/c-auto/daily-budget`,
      body: { dailyBudget: 24 },
    });
    expectNothingOfBob(reply);
  });

  it("ACOS by campaign and by SKU, with each marketplace's totals", async () => {
    const campaign = await one<{ spend: number; sales: number }>(
      `select sum(cost_cents) as spend, sum(sales_cents) as sales from daily_metrics
       where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and campaign_id = 'c-auto' and date between ? and ?`,
      us,
      day(29),
      TODAY,
    );
    const reply = await ask("What is my ACOS by campaign?");
    const acos = ((campaign.spend / campaign.sales) * 100).toFixed(1);
    expect(reply.text).toContain(
      `| Dog Beds – Auto | US | ${money(campaign.spend / 100, "USD")} | ${money(campaign.sales / 100, "USD")} | ${acos} % |`,
    );
    const totals = await one<{ spend: number; sales: number }>(
      `select sum(cost_cents) as spend, sum(sales_cents) as sales from daily_metrics
       where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and date between ? and ?`,
      de,
      day(29),
      TODAY,
    );
    expect(reply.text).toContain(
      `**DE** (Seeded DE): spend ${money(totals.spend / 100, "EUR")}, sales ${money(totals.sales / 100, "EUR")}`,
    );
    expectNothingOfBob(reply);

    const sku = await one<{ spend: number; sales: number }>(
      `select sum(m.cost_cents) as spend, sum(m.sales_cents) as sales from daily_metrics m
       join sp_product_ads a on a.profile_id = m.profile_id and a.ad_id = m.entity_id
       where m.grain = 'PRODUCT_AD' and m.profile_id in ${annProfiles()} and a.sku = 'DOG-BED-L' and m.date between ? and ?`,
      day(29),
      TODAY,
    );
    const bySku = await ask("ROAS by SKU");
    expect(bySku.text).toContain(
      `| DOG-BED-L | US | ${money(sku.spend / 100, "USD")} | ${money(sku.sales / 100, "USD")} | ${((sku.spend / sku.sales) * 100).toFixed(1)} % | ${(sku.sales / sku.spend).toFixed(2)} |`,
    );
    expect(bySku.text).toContain("| CAT-TOY | US | $9.00 | $0.00 | — | 0.00 |");
    expectNothingOfBob(bySku);
  });

  it("compares the last 7 days with the 7 before, per profile", async () => {
    const spend = (profileId: number, from: string, to: string) =>
      one<{ cents: number }>(
        "select sum(cost_cents) as cents from daily_metrics where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and date between ? and ?",
        profileId,
        from,
        to,
      );
    const now = await spend(us, day(6), TODAY);
    const before = await spend(us, day(13), day(7));
    const reply = await ask("Compare the last 7 days with the previous week");
    expect(reply.text).toContain(
      `| Spend | ${money(now.cents / 100, "USD")} | ${money(before.cents / 100, "USD")} |`,
    );
    const nowDe = await spend(de, day(6), TODAY);
    expect(reply.text).toContain(`| Spend | ${money(nowDe.cents / 100, "EUR")} |`);
    expectNothingOfBob(reply);
  });

  it("what the automation changed and why", async () => {
    const changes = await one<{ n: number }>(
      `select count(*) as n from automation_changes where profile_id in ${annProfiles()} and planned_at >= ?`,
      Date.parse(`${day(6)}T00:00:00Z`),
    );
    const reply = await ask("What did the automation change this week?");
    expect(reply.text).toContain(`made ${changes.n} changes`);
    expect(reply.text).toContain("| orthopedic dog bed (DOG-BED-L) | bid $1.00 → $0.80 | ACOS 35 %");
    expect(reply.text).toContain("cheap dog bed (DOG-BED-L) | new negative keyword");
    expect(reply.text).not.toContain("Bob's own reason");
  });

  it("why a bid changed: the keyword's change and reason, and its bid widget", async () => {
    const reply = await ask("Why did the bid of 'orthopedic dog bed' change?");
    expect(reply.text).toContain("Its bid is $0.80 now");
    expect(reply.text).toContain("bid $1.00 → $0.80 by bid optimisation — ACOS 35 % over 14 days");
    expect(reply.widget).toMatchObject({
      type: "Keyword",
      action: "UpdateBid",
      endpoint: `/api/widget-actions/${us}/keywords/k-1/bid`,
    });
    expectNothingOfBob(reply);
  });

  it("pauses or enables Skupilot's own campaigns only", async () => {
    const pause = await ask("Pause campaign 'Dog Beds – Auto'");
    expect(pause.widget).toMatchObject({
      type: "Campaign",
      action: "UpdateState",
      endpoint: `/api/widget-actions/${us}/campaigns/c-auto/state`,
      body: { state: "PAUSED" },
    });
    const enable = await ask("enable the 'Cat Toys' campaign");
    expect(enable.widget).toMatchObject({
      endpoint: `/api/widget-actions/${us}/campaigns/c-cat/state`,
      body: { state: "ENABLED" },
    });
    const own = await ask("pause campaign 'Seller Own Campaign'");
    expect(own.widget).toBeUndefined();
    expect(own.text).toContain("not one of Skupilot's campaigns");
    const bobs = await ask("pause campaign 'Dog Beds – Bob'");
    expect(bobs.text).toContain("I found no campaign named");
  });

  it("raises a budget to the amount asked", async () => {
    const budget = await one<{ cents: number }>(
      "select budget_cents as cents from sp_campaigns where profile_id = ? and campaign_id = 'c-kw'",
      us,
    );
    const reply = await ask("Raise the budget of 'Dog Beds – Keywords' by $20");
    expect(reply.text).toContain(`daily budget of ${money(budget.cents / 100, "USD")}`);
    expect(reply.widget).toMatchObject({
      endpoint: `/api/widget-actions/${us}/campaigns/c-kw/daily-budget`,
      body: { dailyBudget: budget.cents / 100 + 20 },
    });
  });

  it("sets a keyword's bid", async () => {
    const reply = await ask("Set the bid of 'orthopedic dog bed' to $1.20");
    expect(reply.text).toContain("Its bid is $0.80");
    expect(reply.text).toContain(`${money(6.4, "USD")} spend, ${money(60, "USD")} sales`);
    expect(reply.widget).toEqual({
      type: "Keyword",
      action: "UpdateBid",
      name: "Set the bid of orthopedic dog bed",
      method: "PUT",
      endpoint: `/api/widget-actions/${us}/keywords/k-1/bid`,
      body: { bid: 1.2 },
    });
  });

  it("asks which keyword when its text stands in several campaigns, and takes the campaign named", async () => {
    const several = await ask("Set the bid of 'memory foam bed' to $1");
    expect(several.widget).toBeUndefined();
    expect(several.text).toContain(
      "Several keywords match “memory foam bed”: **memory foam bed (phrase, Dog Beds – Auto)**, **memory foam bed (exact, Dog Beds – Keywords)**",
    );
    const named = await ask("Set the bid of 'memory foam bed' in 'Dog Beds – Auto' to $1");
    expect(named.text).toContain("Its bid is $0.60");
    expect(named.widget).toMatchObject({
      endpoint: `/api/widget-actions/${us}/keywords/k-2/bid`,
      body: { bid: 1 },
    });
  });

  it("explains a setting with the seller's own SKUs", async () => {
    const skus = await one<{ n: number; on: number }>(
      `select count(*) as n, sum(target_roas is not null) as "on" from advertised_skus where profile_id in ${annProfiles()}`,
    );
    const reply = await ask("What is target ROAS?");
    expect(reply.text).toContain(`${skus.on} of your ${skus.n} advertised SKU`);
  });

  it("says so honestly when it cannot answer", async () => {
    const reply = await ask("What's the weather in Paris?");
    expect(reply.text).toMatch(/^I can't answer that yet/);
  });
});

describe("the tools, bound to one seller", () => {
  const range = { from: day(29), to: TODAY };

  it("never read another seller's rows at any level", async () => {
    const tools = assistantTools(db, bob);
    expect((await tools.profiles()).map((profile) => profile.id)).toEqual([bobProfile]);
    for (const level of ["campaign", "sku", "keyword", "target", "searchTerm"] as const) {
      const rows = await tools.figures({ level, range, limit: 500 });
      expect(rows.every((row) => row.profileId === bobProfile)).toBe(true);
    }
    expect((await tools.campaigns({ range })).map((row) => row.campaignId)).toEqual(["b-auto"]);
    expect((await tools.wastedSpend({ range })).map((row) => row.campaignId)).toEqual(["b-auto"]);
    expect((await tools.automationChanges({ range })).map((row) => row.reason)).toEqual(["Bob's own reason"]);
    expect((await tools.skuSettings({})).map((row) => row.profileId)).toEqual([bobProfile]);
    // Ann's profile asked for through Bob's tools is nobody's.
    expect(await tools.figures({ level: "campaign", range, profileId: us })).toEqual([]);
    expect(await tools.campaigns({ range, profileId: us })).toEqual([]);
  });

  it("name targets as the History does", async () => {
    const targets = await assistantTools(db, ann).figures({ level: "target", range });
    expect(targets.map((row) => [row.id, row.name, row.bid])).toEqual([["t-auto", "auto: close match", 0.5]]);
  });

  it("total one currency at a time", async () => {
    const tools = assistantTools(db, ann);
    await expect(tools.totals({ range })).rejects.toThrow(/EUR, USD/);
    const usTotals = await tools.totals({ range, profileId: us });
    const expected = await one<{ cents: number }>(
      "select sum(cost_cents) as cents from daily_metrics where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and date between ? and ?",
      us,
      range.from,
      range.to,
    );
    expect(usTotals).toMatchObject({ currency: "USD", spend: expected.cents / 100 });
  });
});
