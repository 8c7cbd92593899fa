/**
 * What the offline analyst answers about budgets, ACOS and how the last week compares, over seeded D1 rows
 * (support/analyst-world.ts): each answer's numbers are checked against a direct SQL query over the raw
 * tables, and Bob's rows (named alike) never show in Ann's answers.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { money } from "../../../worker/assistant/analyst/format";
import {
  askAnalyst,
  day,
  expectNothingOfBob,
  one,
  profilesSql,
  seededAnalystWorld,
  TODAY,
} from "../support/analyst-world";

const world = seededAnalystWorld();
const ask = (text: string) => askAnalyst(text, world.ann);

describe("the offline analyst on campaigns' and SKUs' performance", () => {
  it("budget-capped campaigns: days whose spend reached the budget, and a raise for the managed one", async () => {
    const capped = await env.DB.prepare(
      `select c.name, count(*) as days from (
         select profile_id, campaign_id, date, sum(cost_cents) as cost from daily_metrics
         where grain = 'CAMPAIGN_PLACEMENT' and profile_id in ${profilesSql(world.ann)} and date between ? and ?
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
      endpoint: `/api/widget-actions/${world.us}/campaigns/c-auto/daily-budget`,
      body: { budget: 24 },
    });
    expectNothingOfBob(reply, world.bobProfile);
  });

  it("ACOS by campaign and by SKU, with each marketplace's totals", async () => {
    const campaign = await one<{ spend: number; sales: number }>(
      `select sum(cost_cents) as spend, sum(sales_cents) as sales from daily_metrics
       where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and campaign_id = 'c-auto' and date between ? and ?`,
      world.us,
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
      world.de,
      day(29),
      TODAY,
    );
    expect(reply.text).toContain(
      `**DE** (Seeded DE): spend ${money(totals.spend / 100, "EUR")}, sales ${money(totals.sales / 100, "EUR")}`,
    );
    expectNothingOfBob(reply, world.bobProfile);

    const sku = await one<{ spend: number; sales: number }>(
      `select sum(m.cost_cents) as spend, sum(m.sales_cents) as sales from daily_metrics m
       join sp_product_ads a on a.profile_id = m.profile_id and a.ad_id = m.entity_id
       where m.grain = 'PRODUCT_AD' and m.profile_id in ${profilesSql(world.ann)} and a.sku = 'DOG-BED-L' and m.date between ? and ?`,
      day(29),
      TODAY,
    );
    const bySku = await ask("ROAS by SKU");
    expect(bySku.text).toContain(
      `| DOG-BED-L | US | ${money(sku.spend / 100, "USD")} | ${money(sku.sales / 100, "USD")} | ${((sku.spend / sku.sales) * 100).toFixed(1)} % | ${(sku.sales / sku.spend).toFixed(2)} |`,
    );
    expect(bySku.text).toContain("| CAT-TOY | US | $9.00 | $0.00 | — | 0.00 |");
    expectNothingOfBob(bySku, world.bobProfile);
  });

  it("compares the last 7 days with the 7 before, per profile", async () => {
    const spend = (profileId: number, from: string, to: string) =>
      one<{ cents: number }>(
        "select sum(cost_cents) as cents from daily_metrics where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and date between ? and ?",
        profileId,
        from,
        to,
      );
    const now = await spend(world.us, day(6), TODAY);
    const before = await spend(world.us, day(13), day(7));
    const reply = await ask("Compare the last 7 days with the previous week");
    expect(reply.text).toContain(
      `| Spend | ${money(now.cents / 100, "USD")} | ${money(before.cents / 100, "USD")} |`,
    );
    const nowDe = await spend(world.de, day(6), TODAY);
    expect(reply.text).toContain(`| Spend | ${money(nowDe.cents / 100, "EUR")} |`);
    expectNothingOfBob(reply, world.bobProfile);
  });
});
