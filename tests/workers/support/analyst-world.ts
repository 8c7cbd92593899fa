/**
 * The offline analyst's tests' world: two sellers in seeded D1 rows — Ann with a US and a German
 * profile, Bob with one whose rows are named like Ann's — so each answer's numbers can be checked
 * against a direct SQL query over the raw tables, and Bob's rows must never show in Ann's answers.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect } from "vitest";
import { offlineAnalyst } from "../../../worker/assistant/analyst";
import type { AssistantReply } from "../../../worker/assistant/assistant";
import { assistantTools } from "../../../worker/assistant/tools";
import { shiftDate } from "../../../worker/contracts/date-range";
import { createDatabase } from "../../../worker/db/client";
import type { DailyMetricRow } from "../../../worker/mirror/metric-rows";
import { storeDailyRows } from "../../../worker/mirror/store-daily-rows";
import { newUser, signUp } from "./accounts";
import { ownOrganisationId } from "./own-organisation";
import {
  figures,
  seedAdGroup,
  seedAdvertisedSku,
  seedCampaign,
  seedKeyword,
  seedProfile,
  seedSearchTerm,
  seedTarget,
} from "./seed-ads";

export const db = createDatabase(env.DB);
export const TODAY = "2026-11-20";
export const day = (daysAgo: number) => shiftDate(TODAY, -daysAgo);
export const analyst = offlineAnalyst();

/** The sellers' user ids and profile ids. */
export type AnalystWorld = { ann: string; bob: string; us: number; de: number; bobProfile: number };

/** The assistant's tools bound to the organisation the seller `userId` owns. */
export const toolsOf = async (userId: string) => assistantTools(db, await ownOrganisationId(userId));

/** The analyst's answer to `text` for the seller `userId`, on TODAY. */
export const askAnalyst = async (text: string, userId: string): Promise<AssistantReply> =>
  analyst.answer({ text, history: [], today: TODAY }, await toolsOf(userId));

/** The one row a query answers (it throws when there is none). */
export async function one<T>(query: string, ...values: unknown[]): Promise<T> {
  const row = await env.DB.prepare(query)
    .bind(...values)
    .first<T>();
  if (!row) throw new Error(`no row: ${query}`);
  return row;
}

/** A seller's profile ids, as a SQL list the expected-value queries bind. */
export const profilesSql = (userId: string) =>
  `(select p.id from amazon_profiles p join amazon_accounts a on a.token_id = p.token_id where a.user_id = '${userId}')`;

/** Nothing of Bob's shows in an answer to Ann. */
export function expectNothingOfBob(reply: AssistantReply, bobProfile: number) {
  expect(reply.text).not.toMatch(/Bob|bob winner term|\$50\.00 wasted/);
  expect(reply.widget?.endpoint ?? "").not.toContain(`/${bobProfile}/`);
}

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
/** Seeds the two sellers once for the file (a beforeAll); the answer's fields are set once it has run. */
export function seededAnalystWorld(): AnalystWorld {
  const world = {} as AnalystWorld;
  beforeAll(async () => {
    Object.assign(world, await seedAnalystWorld());
  }, 60_000);
  return world;
}

async function seedAnalystWorld(): Promise<AnalystWorld> {
  const ann = (await signUp(newUser("ann"))).id;
  const bob = (await signUp(newUser("bob"))).id;
  const us = await seedProfile(ann);
  const de = await seedProfile(ann, "Europe/Berlin", { countryCode: "DE", currencyCode: "EUR" });
  const bobProfile = await seedProfile(bob);

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
  return { ann, bob, us, de, bobProfile };
}
