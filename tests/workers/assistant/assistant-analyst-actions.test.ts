/**
 * What the offline analyst answers about the automation's changes, the actions it offers, settings and
 * questions it cannot answer, over seeded D1 rows
 * (support/analyst-world.ts): each answer's numbers are checked against a direct SQL query over the raw
 * tables, and Bob's rows (named alike) never show in Ann's answers.
 */
import { describe, expect, it } from "vitest";
import { money } from "../../../worker/assistant/analyst/format";
import {
  askAnalyst,
  day,
  expectNothingOfBob,
  one,
  profilesSql,
  seededAnalystWorld,
} from "../support/analyst-world";

const world = seededAnalystWorld();
const ask = (text: string) => askAnalyst(text, world.ann);

describe("the offline analyst on changes and actions", () => {
  it("what the automation changed and why", async () => {
    const changes = await one<{ n: number }>(
      `select count(*) as n from automation_changes where profile_id in ${profilesSql(world.ann)} and planned_at >= ?`,
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
      endpoint: `/api/widget-actions/${world.us}/keywords/k-1/bid`,
    });
    expectNothingOfBob(reply, world.bobProfile);
  });

  it("pauses or enables Skupilot's own campaigns only", async () => {
    const pause = await ask("Pause campaign 'Dog Beds – Auto'");
    expect(pause.widget).toMatchObject({
      type: "Campaign",
      action: "UpdateState",
      endpoint: `/api/widget-actions/${world.us}/campaigns/c-auto/state`,
      body: { state: "PAUSED" },
    });
    const enable = await ask("enable the 'Cat Toys' campaign");
    expect(enable.widget).toMatchObject({
      endpoint: `/api/widget-actions/${world.us}/campaigns/c-cat/state`,
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
      world.us,
    );
    const reply = await ask("Raise the budget of 'Dog Beds – Keywords' by $20");
    expect(reply.text).toContain(`daily budget of ${money(budget.cents / 100, "USD")}`);
    expect(reply.widget).toMatchObject({
      endpoint: `/api/widget-actions/${world.us}/campaigns/c-kw/daily-budget`,
      body: { budget: budget.cents / 100 + 20 },
    });
  });

  it("sets a keyword's bid", async () => {
    const reply = await ask("Set the bid of 'orthopedic dog bed' to $1.20");
    expect(reply.text).toContain("Its bid is $0.80");
    expect(reply.text).toContain(`${money(6.4, "USD")} spend, ${money(60, "USD")} sales`);
    expect(reply.widget).toEqual({
      type: "Keyword",
      action: "UpdateBid",
      method: "PUT",
      endpoint: `/api/widget-actions/${world.us}/keywords/k-1/bid`,
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
      endpoint: `/api/widget-actions/${world.us}/keywords/k-2/bid`,
      body: { bid: 1 },
    });
  });

  it("explains a setting with the seller's own SKUs", async () => {
    const skus = await one<{ n: number; on: number }>(
      `select count(*) as n, sum(target_roas is not null) as "on" from advertised_skus where profile_id in ${profilesSql(world.ann)}`,
    );
    const reply = await ask("What is target ROAS?");
    expect(reply.text).toContain(`${skus.on} of your ${skus.n} advertised SKU`);
  });

  it("says so honestly when it cannot answer", async () => {
    const reply = await ask("What's the weather in Paris?");
    expect(reply.text).toMatch(/^I can't answer that yet/);
  });
});
