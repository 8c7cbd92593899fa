import { env } from "cloudflare:workers";
import { getTableName } from "drizzle-orm";
import { SELLER_TABLES } from "../../../worker/access/seller-tables";
import { signedInUser, signIn, signOut } from "./accounts";
import { seedSku } from "./advertised-skus";
import { connectSeller } from "./amazon";
import { seedChange } from "./automation-log";
import { call } from "./http";
import { SAMPLE_VIEW } from "./saved-views";
import { buyPlan } from "./stripe";
import { profilesOf, settledSyncs } from "./sync";

/** What identifies a seller's rows anywhere in D1, read before they are deleted. */
export type SellerIds = {
  userId: string;
  email: string;
  cookie: string;
  password: string;
  text: string[];
  profileIds: number[];
  tokenIds: number[];
  skuIds: number[];
  customer: string;
};

const all = async <T>(query: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...values)
      .all<T>()
  ).results;

const run = (query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .run();

/**
 * A seller with a row in every table of SELLER_TABLES: a plan bought through Checkout, a simulated
 * Amazon seller connected and synced (and a second connect left pending), a SKU with settings, a saved
 * view, a chat, a support ticket, a failed sign-in, a signed-out session,
 * and the automation's and SKU structure's rows the jobs would write.
 */
export async function sellerWithDataEverywhere(prefix: string, amazonSeller: string): Promise<SellerIds> {
  const user = await signedInUser(prefix);
  const { customer, subscription } = await buyPlan(user.cookie, "START_UP");
  const tokenId = await connectSeller(user.cookie, amazonSeller);
  const profiles = await profilesOf(tokenId);
  await settledSyncs(profiles.map((profile) => profile.id));
  const profileId = profiles[0]?.id as number;
  const skuId = await seedSku(profileId, { sku: `${prefix.toUpperCase()}-SKU` });
  const settings = await call(`/api/advertised-sku/${profileId}/${skuId}`, {
    method: "PUT",
    cookie: user.cookie,
    body: { negativeOptimization: { frequency: "WEEKLY", lookBackPeriod: 30, clicksWithoutSale: 15 } },
  });
  if (settings.status !== 200) throw new Error(`settings failed: ${JSON.stringify(settings.json)}`);
  const invitation = await call("/api/organisation/invitations", {
    method: "POST",
    cookie: user.cookie,
    body: { email: `invited-by-${user.email}`, role: "analyst" },
  });
  if (invitation.status !== 201) throw new Error(`invitation failed: ${JSON.stringify(invitation.json)}`);
  const view = await call("/api/users/saved-views/quick-launch", {
    method: "POST",
    cookie: user.cookie,
    body: { name: "Worst ACOS", view: SAMPLE_VIEW },
  });
  if (view.status !== 200) throw new Error(`saving a view failed: ${JSON.stringify(view.json)}`);
  const chat = await call("/api/chats", { cookie: user.cookie });
  await call(`/api/chats/${chat.json.data.id}/messages`, {
    method: "POST",
    cookie: user.cookie,
    body: { text: "What did I spend yesterday?" },
  });
  const ticket = await call("/api/support/ticket", {
    method: "POST",
    cookie: user.cookie,
    body: {
      fullName: user.name,
      email: user.email,
      businessName: "Shop",
      reason: "Other",
      description: "How do refunds count toward the cap?",
    },
  });
  if (ticket.status !== 201) throw new Error(`ticket failed: ${JSON.stringify(ticket.json)}`);
  await signIn(user.email, "not-the-password");
  // A second browser signed in and out leaves its session's id revoked.
  await signOut((await signIn(user.email, user.password)).cookie);
  // A connect begun and never finished leaves its state (a finished one deletes it).
  const pending = await call("/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787", {
    cookie: user.cookie,
  });
  if (pending.status !== 200) throw new Error(`connect start failed: ${JSON.stringify(pending.json)}`);

  const [campaign] = await all<{ campaignId: string }>(
    "select campaign_id as campaignId from sp_campaigns where profile_id = ? limit 1",
    profileId,
  );
  const campaignId = campaign?.campaignId ?? "campaign";
  const now = Date.now();
  await seedChange(profileId, {
    skuId,
    campaignId,
    plannedAt: new Date(),
    action: { kind: "SET_BID", entityType: "KEYWORD", entityId: "kw-1", fromCents: 50, toCents: 60 },
  });
  await run("insert or ignore into automation_leases (profile_id, last_run_key) values (?, 'x')", profileId);
  await run(
    "insert into automation_holds (profile_id, entity_id, until) values (?, 'kw-1', ?)",
    profileId,
    now,
  );
  await run(
    "insert into automation_rule_runs (advertised_sku_id, rule, last_run_at) values (?, 'BID_OPTIMIZATION', ?)",
    skuId,
    now,
  );
  await run(
    "insert into keyword_boosts (profile_id, advertised_sku_id, keyword_id, boost_max_bid_cents, base_bid_cents, started_at) values (?, ?, 'kw-1', 200, 50, ?)",
    profileId,
    skuId,
    now,
  );
  await run(
    "insert into keyword_options (profile_id, keyword_id, organic_search_optimization) values (?, 'kw-1', 1)",
    profileId,
  );
  await run(
    "insert into organic_rank_checks (profile_id, asin, keyword_text, local_date, status, position, calls, checked_at) values (?, 'B0TEST0001', 'dog bed', '2026-11-02', 'RANKS', 12, 1, ?)",
    profileId,
    now,
  );
  await run(
    "insert into campaign_budget_outs (profile_id, campaign_id, date, hour) values (?, ?, '2026-11-02', 14)",
    profileId,
    campaignId,
  );
  await run(
    "insert into sku_hourly_figures (profile_id, sku, hour_start, impressions, clicks, cost_cents, orders, sales_cents, units) values (?, 'SKU-TEST', '2026-11-02T14:00:00.000Z', 100, 5, 250, 1, 1999, 1)",
    profileId,
  );
  await run(
    "insert or ignore into stream_ad_traffic (profile_id, ad_id, hour_start, impressions, clicks, cost_cents) values (?, 'AD-TEST', '2026-11-02T14:00:00.000Z', 100, 5, 250)",
    profileId,
  );
  await run(
    "insert or ignore into stream_ad_conversions (profile_id, ad_id, hour_start, orders, sales_cents, units) values (?, 'AD-TEST', '2026-11-02T14:00:00.000Z', 1, 1999, 1)",
    profileId,
  );
  await run(
    "insert or ignore into stream_subscriptions (profile_id, data_set_id, subscription_id) values (?, 'sp-traffic', 'amzn1.fead.cs1.test')",
    profileId,
  );
  await run(
    "insert into alert_rules (profile_id, kind, enabled, delivery, params) values (?, 'budgetOut', 1, 'EMAIL_DIGEST', '{\"beforeHour\":12}')",
    profileId,
  );
  await run(
    "insert into notifications (user_id, profile_id, kind, dedupe_key, title, text, link, delivery, created_at) values (?, ?, 'budgetOut', ?, 'Budget ran out by 14:00', 'Spent by 14:00', ?, 'IN_APP', ?)",
    user.id,
    profileId,
    `budgetOut:${campaignId}:2026-11-02`,
    `/campaign/${campaignId}`,
    now,
  );
  await run(
    "insert into target_options (profile_id, target_id, campaign_id) values (?, 'tg-1', ?)",
    profileId,
    campaignId,
  );
  const competitor = await env.DB.prepare(
    "insert into competitors (advertised_sku_id, competitor_name, created_at) values (?, 'Rival', ?) returning id",
  )
    .bind(skuId, now)
    .first<{ id: number }>();
  await run(
    "insert into sku_campaigns (profile_id, advertised_sku_id, role, competitor_id, campaign_id, created_at) values (?, ?, 'COMPETITOR', ?, ?, ?)",
    profileId,
    skuId,
    competitor?.id,
    `${campaignId}-c`,
    now,
  );
  // A campaign id Amazon does not hold, as kw-1 and tg-1: deleting the account pauses the managed campaigns
  // on Amazon, and a real one would stay paused on the sandbox seller the automation tests read later.
  await run(
    "insert or ignore into managed_campaigns (profile_id, campaign_id, source, created_at, advertised_sku_id) values (?, ?, 'MIGRATED', ?, ?)",
    profileId,
    `${campaignId}-m`,
    now,
    skuId,
  );
  return idsOf(user, customer, subscription);
}

async function idsOf(
  user: { id: string; email: string; cookie: string; password: string },
  customer: string,
  subscription: string,
): Promise<SellerIds> {
  const organisations = await all<{ id: string }>(
    "select organisation_id as id from memberships where user_id = ?",
    user.id,
  );
  const chats = await all<{ id: string }>("select id from chats where user_id = ?", user.id);
  const tokens = await all<{ id: number }>(
    "select token_id as id from amazon_accounts where user_id = ?",
    user.id,
  );
  const profiles = await all<{ id: number }>(
    "select p.id from amazon_profiles p join amazon_accounts a on a.token_id = p.token_id where a.user_id = ?",
    user.id,
  );
  const skus = await all<{ id: number }>(
    `select id from advertised_skus where profile_id in (select value from json_each(?))`,
    JSON.stringify(profiles.map((row) => row.id)),
  );
  return {
    userId: user.id,
    email: user.email,
    cookie: user.cookie,
    password: user.password,
    text: [
      user.id,
      user.email,
      customer,
      subscription,
      ...organisations.map((row) => row.id),
      ...chats.map((row) => row.id),
    ],
    profileIds: profiles.map((row) => row.id),
    tokenIds: tokens.map((row) => row.id),
    skuIds: skus.map((row) => row.id),
    customer,
  };
}

/** Every table of the database but SQLite's, Cloudflare's and D1's own. */
export async function databaseTables() {
  const rows = await all<{ name: string }>(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' order by name",
  );
  return rows.map((row) => row.name);
}

/**
 * How many rows of each table refer to the seller, read from the schema itself (sqlite_master and
 * each table's columns), not from SELLER_TABLES: a text column holding one of their ids or their
 * e-mail, or an integer column naming one of their profiles, Amazon accounts or SKUs.
 */
export async function rowsReferring(ids: SellerIds) {
  const integerIds: Record<string, number[]> = {
    profile_id: ids.profileIds,
    token_id: ids.tokenIds,
    advertised_sku_id: ids.skuIds,
  };
  const ownIds: Record<string, number[]> = { amazon_profiles: ids.profileIds, advertised_skus: ids.skuIds };
  const counts: Record<string, number> = {};
  for (const table of await databaseTables()) {
    const columns = await all<{ name: string; type: string }>(
      `select name, type from pragma_table_info('${table}')`,
    );
    const conditions: string[] = [];
    const values: string[] = [];
    for (const column of columns) {
      const numbers = column.name === "id" ? ownIds[table] : integerIds[column.name];
      if (numbers) {
        conditions.push(`"${column.name}" in (select value from json_each(?))`);
        values.push(JSON.stringify(numbers));
      } else if (column.type.toUpperCase() === "TEXT") {
        // Contained, not only equal: a counter's key (`email:<e-mail>`) names the seller too.
        // (Qualified: json_each has a column named `key` of its own.)
        conditions.push(
          `exists (select 1 from json_each(?) as ids where instr("${table}"."${column.name}", ids.value) > 0)`,
        );
        values.push(JSON.stringify(ids.text));
      }
    }
    if (conditions.length === 0) continue;
    const [row] = await all<{ n: number }>(
      `select count(*) as n from "${table}" where ${conditions.join(" or ")}`,
      ...values,
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** The names of the tables SELLER_TABLES lists. */
export const sellerTableNames = () => SELLER_TABLES.map((entry) => getTableName(entry.table));
