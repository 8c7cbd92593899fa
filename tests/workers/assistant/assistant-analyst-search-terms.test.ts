/**
 * What the offline analyst answers about search terms and wasted spend, over seeded D1 rows
 * (support/analyst-world.ts): each answer's numbers are checked against a direct SQL query over the raw
 * tables, and Bob's rows (named alike) never show in Ann's answers.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { money } from "../../../worker/assistant/analyst/format";
import {
  analyst,
  askAnalyst,
  day,
  expectNothingOfBob,
  one,
  profilesSql,
  seededAnalystWorld,
  TODAY,
  toolsOf,
} from "../support/analyst-world";

const world = seededAnalystWorld();
const ask = (text: string) => askAnalyst(text, world.ann);

describe("the offline analyst on search terms and wasted spend", () => {
  it("wasted spend: terms with clicks and no orders, per currency, and the worst managed campaign's budget", async () => {
    const wasted = await env.DB.prepare(
      `select p.currency_code as currency, sum(t.cost) as cents from (
         select profile_id, sum(cost_cents) as cost from search_term_metrics
         where profile_id in ${profilesSql(world.ann)} and date between ? and ?
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
      endpoint: `/api/widget-actions/${world.us}/campaigns/c-auto/daily-budget`,
      body: { budget: Math.round((20 - 23 / 30) * 100) / 100 },
    });
    expectNothingOfBob(reply, world.bobProfile);
  });

  it("names a marketplace: only that profile's money", async () => {
    const reply = await ask("wasted spend in Germany");
    expect(reply.text).toContain(money(6, "EUR"));
    expect(reply.text).not.toContain("$");
    expect(reply.widget?.endpoint).toBe(`/api/widget-actions/${world.de}/campaigns/d-auto/daily-budget`);
    expect((await ask("wasted spend in Canada")).text).toContain("You have no profile in the CA marketplace");
    const followUp = await analyst.answer(
      {
        text: "and in Germany?",
        history: [{ sender: "USER", text: "Where am I wasting money?" }],
        today: TODAY,
      },
      await toolsOf(world.ann),
    );
    expect(followUp.text).toContain(
      `Wasted spend in the last 30 days (${day(29)} to ${TODAY}): ${money(6, "EUR")}**`,
    );
  });

  it("best search terms: most sales first, as summed in SQL", async () => {
    const best = await one<{ term: string; cents: number; spend: number }>(
      `select search_term as term, sum(sales_cents) as cents, sum(cost_cents) as spend from search_term_metrics
       where profile_id in ${profilesSql(world.ann)} and date between ? and ? group by profile_id, campaign_id, search_term
       order by cents desc limit 1`,
      day(29),
      TODAY,
    );
    const reply = await ask("What are my best search terms?");
    expect(reply.text).toContain(
      `| ${best.term} | Dog Beds – Auto | ${money(best.spend / 100, "USD")} | ${money(best.cents / 100, "USD")} |`,
    );
    expectNothingOfBob(reply, world.bobProfile);
  });

  it("worst search terms: no sales first, and a negative for the worst in a managed campaign", async () => {
    const reply = await ask("worst search terms last 30 days");
    expect(reply.text).toContain("| dog bed cover | Seller Own Campaign | $12.00 | $0.00 | — |");
    expect(reply.widget).toMatchObject({
      action: "AddNegativeKeyword",
      endpoint: `/api/widget-actions/${world.us}/campaigns/c-auto/negative-keywords`,
      body: { negativeKeywords: ["free dog bed"] },
    });
    expectNothingOfBob(reply, world.bobProfile);
  });

  it("terms to harvest: converting terms not yet keywords", async () => {
    const harvest = await env.DB.prepare(
      `select distinct s.search_term as term from search_term_metrics s
       where s.profile_id in ${profilesSql(world.ann)} and s.date between ? and ? and s.orders > 0
         and lower(s.search_term) not in (select lower(keyword_text) from sp_keywords k where k.profile_id = s.profile_id and k.kind = 'KEYWORD')`,
    )
      .bind(day(29), TODAY)
      .all<{ term: string }>();
    expect(harvest.results).toEqual([{ term: "dog bed xl" }]);
    const reply = await ask("Which search terms should I harvest?");
    expect(reply.text).toContain("| dog bed xl | Dog Beds – Auto | $3.00 | $30.00 |");
    expect(reply.text).not.toContain("orthopedic");
    expectNothingOfBob(reply, world.bobProfile);
  });

  it("terms to negate: 10 clicks or more without an order, not negated yet", async () => {
    const negate = await env.DB.prepare(
      `select p.currency_code as currency, count(*) as terms, sum(t.cost) as cents from (
         select s.profile_id, s.campaign_id, s.search_term, sum(s.cost_cents) as cost from search_term_metrics s
         where s.profile_id in ${profilesSql(world.ann)} and s.date between ? and ?
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
      endpoint: `/api/widget-actions/${world.us}/campaigns/c-auto/negative-keywords`,
      body: { negativeKeywords: ["free dog bed"] },
    });
    expectNothingOfBob(reply, world.bobProfile);
  });
});
