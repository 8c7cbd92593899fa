import { env, exports } from "cloudflare:workers";
import { getTableName } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { NOT_SELLER_DATA, SELLER_TABLES } from "../../../worker/access/seller-tables";
import { releaseLease, takeLease } from "../../../worker/automation/lease";
import { createDatabase } from "../../../worker/db/client";
import { EXPORT_PAGE_ROWS } from "../../../worker/services/account-data/export-archive";
import {
  databaseTables,
  rowsReferring,
  type SellerIds,
  sellerTableNames,
  sellerWithDataEverywhere,
} from "../support/account-data-seller";
import { signedInUser, signIn } from "../support/accounts";
import { call, ORIGIN } from "../support/http";
import { stripeApi } from "../support/stripe";

let seller: SellerIds;
let other: SellerIds;

beforeAll(async () => {
  seller = await sellerWithDataEverywhere("leaver", "harbor-pet@example.com");
  other = await sellerWithDataEverywhere("stayer", "alder-finch@example.com");
}, 300_000);

async function exportOf(cookie: string) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/users/account/export`, { headers: { Origin: ORIGIN, Cookie: cookie } }),
  );
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const text = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
  return { response, text };
}

describe("every table is classified", () => {
  it("lists each table of the database as the seller's data or as none of it", async () => {
    const classified = [...sellerTableNames(), ...NOT_SELLER_DATA].sort();
    expect((await databaseTables()).filter((name) => name !== "d1_migrations").sort()).toEqual(
      classified.filter((name) => name !== "d1_migrations"),
    );
  });
});

describe("GET /api/users/account/export", () => {
  it("downloads a zip with the seller's rows of every table, as JSON and CSV, and nobody else's", async () => {
    const { response, text } = await exportOf(seller.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="skupilot-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const exported = SELLER_TABLES.filter((entry) => !entry.derivedFrom).length;
    expect(Object.keys(text)).toHaveLength(1 + 2 * exported);
    for (const entry of SELLER_TABLES) {
      const name = getTableName(entry.table);
      if (entry.derivedFrom) {
        expect(text[`json/${name}.json`], name).toBeUndefined();
        expect(text["README.txt"]).toContain(`${name}: sums of ${entry.derivedFrom}`);
        continue;
      }
      const rows = JSON.parse(text[`json/${name}.json`] ?? "[]") as Record<string, unknown>[];
      expect(rows.length, name).toBeGreaterThan(0);
      const csvLines = (text[`csv/${name}.csv`] ?? "").trimEnd().split("\r\n");
      expect(csvLines.length, name).toBeGreaterThanOrEqual(rows.length + 1);
      for (const row of rows) {
        if ("profile_id" in row) expect(seller.profileIds, name).toContain(row.profile_id);
        if ("user_id" in row) expect(row.user_id, name).toBe(seller.userId);
      }
    }
    const users = JSON.parse(text["json/users.json"] ?? "[]");
    expect(users).toEqual([expect.objectContaining({ id: seller.userId, email: seller.email })]);

    const everything = Object.values(text).join("\n");
    for (const id of [...other.text, ...other.profileIds.map((id) => `"profile_id":${id},`)]) {
      expect(everything).not.toContain(id);
    }
  });

  it("holds no secrets: no password hash, no Amazon token, no OAuth state", async () => {
    const { text } = await exportOf(seller.cookie);
    const everything = Object.values(text).join("\n");
    const secrets = await env.DB.prepare(
      "select u.password_hash as hash, a.refresh_token_ciphertext as refresh, a.access_token_ciphertext as access from users u join amazon_accounts a on a.user_id = u.id where u.id = ?",
    )
      .bind(seller.userId)
      .first<{ hash: string; refresh: string; access: string | null }>();
    expect(secrets?.hash).toBeTruthy();
    for (const secret of [secrets?.hash, secrets?.refresh, secrets?.access].filter(Boolean)) {
      expect(everything).not.toContain(secret);
    }
    const data = Object.entries(text)
      .filter(([name]) => name !== "README.txt")
      .map(([, content]) => content)
      .join("\n");
    for (const column of ["password_hash", "refresh_token_ciphertext", "access_token_ciphertext"]) {
      expect(data).not.toContain(column);
      expect(text["README.txt"]).toContain(column);
    }
    expect(text["json/oauth_states.json"]).not.toContain('"state"');
  });
});

describe("the export of a seller with more rows than a page", () => {
  it("pages through every row, in JSON and CSV alike", async () => {
    const user = await signedInUser("many");
    const rows = EXPORT_PAGE_ROWS * 2 + 345;
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into support_tickets (user_id, full_name, email, business_name, reason, description)
       select ?, 'Ann', ?, 'Shop', 'Other', 'Ticket number ' || i from n`,
    )
      .bind(rows, user.id, user.email)
      .run();
    const { text } = await exportOf(user.cookie);
    const tickets = JSON.parse(text["json/support_tickets.json"] ?? "[]") as { description: string }[];
    expect(tickets).toHaveLength(rows);
    expect(new Set(tickets.map((ticket) => ticket.description)).size).toBe(rows);
    expect((text["csv/support_tickets.csv"] ?? "").trimEnd().split("\r\n")).toHaveLength(rows + 1);
  });
});

describe("DELETE /api/users/account", () => {
  it("refuses a wrong password and a missing one (400/1005 naming password), deleting nothing", async () => {
    for (const body of [{ password: "wrong-password" }, {}]) {
      const { status, json } = await call("/api/users/account", {
        method: "DELETE",
        cookie: seller.cookie,
        body,
      });
      expect(status).toBe(400);
      expect(json.data).toMatchObject({ code: 1005, field: "password" });
    }
    expect((await call("/api/users", { cookie: seller.cookie })).status).toBe(200);
  });

  it("answers 429/1007 while an automation run holds one of the seller's profiles, cancelling and deleting nothing", async () => {
    const [profileId] = seller.profileIds as [number];
    const db = createDatabase(env.DB);
    expect(await takeLease(db, profileId, "automation-run")).toBe(true);
    const before = await rowsReferring(seller);
    try {
      const { status, json, headers } = await call("/api/users/account", {
        method: "DELETE",
        cookie: seller.cookie,
        body: { password: seller.password },
      });
      expect(status).toBe(429);
      expect(json.data.code).toBe(1007);
      expect(headers.get("Retry-After")).toBe("60");
    } finally {
      await releaseLease(db, profileId, "automation-run");
    }
    const subscriptions = await stripeApi("GET", "/v1/subscriptions", {
      customer: seller.customer,
      status: "all",
    });
    const statuses = subscriptions.body.data.map((each: { status: string }) => each.status);
    expect(statuses).toHaveLength(1);
    expect(statuses).not.toContain("canceled");
    expect(await rowsReferring(seller)).toEqual(before);
  });

  it("cancels the subscription on Stripe, deletes every row of the seller in every table, and ends their sessions", async () => {
    const before = await rowsReferring(seller);
    for (const name of sellerTableNames()) expect(before[name], `${name} before`).toBeGreaterThan(0);
    const otherBefore = await rowsReferring(other);
    const secondSession = (await signIn(seller.email, seller.password)).cookie;

    const { status, json } = await call("/api/users/account", {
      method: "DELETE",
      cookie: seller.cookie,
      body: { password: seller.password },
    });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      cancelledSubscriptions: 1,
      amazonAccountsDisconnected: 1,
      campaignsNotPaused: [],
      amazonAppsUrl: `${env.SANDBOX_URL}/ap/adam`,
    });

    const subscriptions = await stripeApi("GET", "/v1/subscriptions", {
      customer: seller.customer,
      status: "all",
    });
    expect(subscriptions.body.data.map((each: { status: string }) => each.status)).toEqual(["canceled"]);

    const after = await rowsReferring(seller);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(await rowsReferring(other)).toEqual(otherBefore);

    for (const cookie of [seller.cookie, secondSession]) {
      expect((await call("/api/users", { cookie })).json.data.code).toBe(1009);
      expect((await call("/api/users/account/export", { cookie })).status).toBe(401);
    }
    const again = await signIn(seller.email, seller.password);
    expect(again.cookie).not.toContain("authjs.session-token");
    expect((await call("/api/users", { cookie: other.cookie })).status).toBe(200);
  });

  it("is open without a plan: a seller whose trial ended can still export and delete", async () => {
    const user = await signedInUser("lapsed");
    await env.DB.prepare("update users set created_at = 0 where id = ?").bind(user.id).run();
    expect((await call("/api/statistics/dashboard", { cookie: user.cookie })).json.data.code).toBe(1001);
    expect((await call("/api/users/account/export", { cookie: user.cookie })).status).toBe(200);
    const deleted = await call("/api/users/account", {
      method: "DELETE",
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(deleted.json.data).toEqual({
      cancelledSubscriptions: 0,
      amazonAccountsDisconnected: 0,
      campaignsNotPaused: [],
      amazonAppsUrl: null,
    });
  });
});
