/**
 * Migration 0035 (issue 34): a D1 of today's schema (every migration before it), seeded with two
 * sellers across every table it changes (and a user from before organisations, who owns none), keeps
 * every row of every table, each row of the seller's world in its user's own organisation.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

const OWNERSHIP_MIGRATION = "0035_organisation_ownership.sql";
const db = env.MIGRATION_TEST_DB;

type Row = Record<string, unknown>;
type Snapshot = Record<string, Row[]>;

const SEED = [
  "insert into users (id, name, email, password_hash) values ('u1', 'Ann', 'ann@example.com', 'h1'), ('u2', 'Bob', 'bob@example.com', 'h2'), ('u3', 'Cy', 'cy@example.com', 'h3')",
  "insert into organisations (id, name, slug) values ('o1', 'Ann''s organisation', 'ann-o1'), ('o2', 'Bob''s organisation', 'bob-o2')",
  // Bob also belongs to Ann's organisation as a member (the old role); Cy signed up before organisations.
  "insert into memberships (user_id, organisation_id, role, created_at) values ('u1', 'o1', 'owner', 10), ('u2', 'o2', 'owner', 20), ('u2', 'o1', 'member', 5)",
  "insert into amazon_accounts (user_id, amazon_user_id, profile_name, profile_email, refresh_token_ciphertext, access_token_ciphertext, access_token_expires_at) values ('u1', 'amzn-a', 'Ann', 'ann@amazon.test', 'r1', 'a1', 1000), ('u2', 'amzn-b', 'Bob', 'bob@amazon.test', 'r2', null, null), ('u2', 'amzn-gone', 'Bob', 'bob@amazon.test', 'r3', null, null), ('u3', 'amzn-c', 'Cy', 'cy@amazon.test', 'r4', null, null)",
  // A deleted account's id is never given again.
  "delete from amazon_accounts where amazon_user_id = 'amzn-gone'",
  "insert into amazon_profiles (token_id, amazon_profile_id, country_code, currency_code, timezone, account_name, account_type) select token_id, 'p-' || user_id, 'US', 'USD', 'America/Los_Angeles', profile_name, 'seller' from amazon_accounts",
  "insert into advertised_skus (profile_id, sku, asin, max_daily_budget_cents, bid_min_cents, bid_max_cents) select id, 'SKU-' || amazon_profile_id, 'B000' || id, 1000, 20, 200 from amazon_profiles",
  "insert into oauth_states (state, user_id, redirect_uri, expires_at) values ('s1', 'u1', 'http://x/cb', 1), ('s2', 'u2', 'http://x/cb', 2)",
  "insert into chats (id, user_id) values ('c1', 'u1'), ('c2', 'u2'), ('c3', 'u3')",
  "insert into chat_messages (id, chat_id, position, sender, status, text) values ('m1', 'c1', 1, 'USER', 'COMPLETED', 'hi'), ('m2', 'c2', 1, 'USER', 'COMPLETED', 'hello'), ('m3', 'c2', 2, 'AI', 'COMPLETED', 'hey'), ('m4', 'c3', 1, 'USER', 'COMPLETED', 'yo')",
  "insert into billing_customers (user_id, stripe_customer_id, promotion_code_id, promotion_code) values ('u1', 'cus_1', 'promo_1', 'LAUNCH'), ('u2', 'cus_2', null, null)",
  "insert into billing_subscriptions (stripe_subscription_id, user_id, stripe_customer_id, plan, status, item_id, current_period_end, cancel_at_period_end, stripe_created_at) values ('sub_1', 'u1', 'cus_1', 'SCALE_UP', 'active', 'si_1', 99, 0, 1), ('sub_2', 'u2', 'cus_2', 'START_UP', 'canceled', 'si_2', null, 1, 2), ('sub_3', 'u2', 'cus_2', 'PROFESSIONAL', 'active', 'si_3', 100, 0, 3)",
  "insert into saved_views (user_id, list, name, view) values ('u1', 'quick-launch', 'Mine', '{}'), ('u2', 'migrated', 'Bobs', '{}')",
  "insert into support_tickets (user_id, full_name, email, business_name, reason, description) values ('u1', 'Ann', 'ann@example.com', 'Ann Co', 'Billing', 'help'), ('u2', 'Bob', 'bob@example.com', 'Bob Co', 'Other', 'hi')",
];

/** Every row of every table (D1's own and the migrations' record aside). */
async function snapshot(): Promise<Snapshot> {
  const { results: tables } = await db
    .prepare(
      "select name from sqlite_master where type = 'table' and name <> 'd1_migrations' and name not like '\\_cf\\_%' escape '\\'",
    )
    .all<{ name: string }>();
  const rows: Snapshot = {};
  for (const { name } of tables) {
    const { results } = await db.prepare(`select * from "${name}"`).all<Row>();
    rows[name] = results;
  }
  return rows;
}

/** The rows of one table in a snapshot (a table the snapshot lacks fails the test). */
function rowsOf(rows: Snapshot, table: string): Row[] {
  const found = rows[table];
  if (!found) throw new Error(`no table ${table}`);
  return found;
}

const withoutOrganisation = ({ organisation_id: _, ...row }: Row) => row;
const sorted = (rows: Row[]) =>
  rows.map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))).sort();

let before: Snapshot;
let after: Snapshot;
/** Each user's own organisation after the migration: the one they own. */
let ownOrganisation: Map<string, string>;

beforeAll(async () => {
  await applyD1Migrations(
    db,
    env.TEST_MIGRATIONS.filter((migration) => migration.name < OWNERSHIP_MIGRATION),
  );
  await db.batch(SEED.map((statement) => db.prepare(statement)));
  before = await snapshot();
  await applyD1Migrations(
    db,
    env.TEST_MIGRATIONS.filter((migration) => migration.name <= OWNERSHIP_MIGRATION),
  );
  after = await snapshot();
  const { results } = await db
    .prepare("select user_id, organisation_id from memberships where role = 'owner'")
    .all<{ user_id: string; organisation_id: string }>();
  ownOrganisation = new Map(results.map((row) => [row.user_id, row.organisation_id]));
});

describe("migration 0035: organisations own the seller's world", () => {
  it("applies after every earlier migration", async () => {
    const applied = await db.prepare("select name from d1_migrations order by id").all<{ name: string }>();
    // Later migrations (0036 invitations, …) apply after it, to the same seeded database.
    expect(applied.results.map((row) => row.name)).toContain(OWNERSHIP_MIGRATION);
  });

  it("gives every user an organisation they own, and a user who had none their own", () => {
    expect([...ownOrganisation.keys()].sort()).toEqual(["u1", "u2", "u3"]);
    expect(ownOrganisation.get("u1")).toBe("o1");
    expect(ownOrganisation.get("u2")).toBe("o2");
    expect(rowsOf(after, "organisations")).toHaveLength(3);
    expect(rowsOf(after, "organisations").find((row) => row.id === ownOrganisation.get("u3"))).toMatchObject({
      name: "Cy's organisation",
    });
  });

  it("renames the member role manager and keeps every membership", () => {
    const roles = rowsOf(after, "memberships").map(
      (row) => `${row.user_id}@${row.organisation_id}:${row.role}`,
    );
    expect(roles.sort()).toEqual([
      "u1@o1:owner",
      "u2@o1:manager",
      "u2@o2:owner",
      `u3@${ownOrganisation.get("u3")}:owner`,
    ]);
  });

  it("loses no row of any table and changes none but by its organisation", () => {
    const changedByDesign = new Set(["organisations", "memberships", "sqlite_sequence"]);
    for (const [table, rows] of Object.entries(before)) {
      if (changedByDesign.has(table)) continue;
      expect(sorted(rowsOf(after, table).map(withoutOrganisation)), table).toEqual(sorted(rows));
    }
    expect(rowsOf(before, "amazon_accounts")).toHaveLength(3);
    expect(rowsOf(before, "chat_messages")).toHaveLength(4);
    expect(rowsOf(before, "advertised_skus")).toHaveLength(3);
  });

  it("puts each row of the seller's world in its user's own organisation", () => {
    for (const table of [
      "amazon_accounts",
      "chats",
      "billing_customers",
      "billing_subscriptions",
      "oauth_states",
    ]) {
      expect(rowsOf(after, table).length, table).toBeGreaterThan(0);
      for (const row of rowsOf(after, table)) {
        expect(row.organisation_id, `${table} of ${row.user_id}`).toBe(
          ownOrganisation.get(String(row.user_id)),
        );
      }
    }
  });

  it("keeps the account ids' counter past a deleted account's id", async () => {
    const sequence = rowsOf(after, "sqlite_sequence").find((row) => row.name === "amazon_accounts");
    expect(sequence?.seq).toBe(
      rowsOf(before, "sqlite_sequence").find((row) => row.name === "amazon_accounts")?.seq,
    );
    const made = await db
      .prepare(
        "insert into amazon_accounts (organisation_id, user_id, amazon_user_id, profile_name, profile_email, refresh_token_ciphertext) values ('o1', 'u1', 'amzn-new', 'Ann', 'ann@amazon.test', 'r5') returning token_id",
      )
      .first<{ token_id: number }>();
    expect(made?.token_id).toBe(5);
  });

  it("refuses a row of the seller's world without an organisation, and one naming none that exists", async () => {
    await expect(db.prepare("insert into chats (id, user_id) values ('c9', 'u1')").run()).rejects.toThrow(
      /NOT NULL/,
    );
    await expect(
      db.prepare("insert into chats (id, organisation_id, user_id) values ('c9', 'nope', 'u1')").run(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});

describe("migration 0037: the change log names the member", () => {
  beforeAll(async () => {
    // A widget's and a seller's change and an automation one, on Ann's profile, before 0037.
    const insert = (actor: string, key: string) =>
      db
        .prepare(
          "insert into automation_changes (profile_id, advertised_sku_id, campaign_id, run_key, change_key, rule, kind, entity_type, entity_id, action, reason, status, planned_at, actor) select p.id, s.id, 'c1', 'r1', ?, 'MANUAL', 'SET_BID', 'KEYWORD', 'k1', '{}', 'why', 'APPLIED', 1, ? from amazon_profiles p join advertised_skus s on s.profile_id = p.id where p.amazon_profile_id = 'p-u1'",
        )
        .bind(key, actor);
    await db.batch([insert("SELLER", "a"), insert("ASSISTANT", "b"), insert("AUTOMATION", "c")]);
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
  });

  it("gives the seller's and the widget's earlier changes the account's user, the automation's nobody", async () => {
    const { results } = await db
      .prepare("select actor, actor_user_id, actor_name from automation_changes order by change_key")
      .all<Row>();
    expect(results).toEqual([
      { actor: "SELLER", actor_user_id: "u1", actor_name: "Ann" },
      { actor: "ASSISTANT", actor_user_id: "u1", actor_name: "Ann" },
      { actor: "AUTOMATION", actor_user_id: null, actor_name: null },
    ]);
  });
});
