import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { decryptToken, encryptToken, tokenContext } from "../../../worker/amazon/token-crypto";
import {
  dailyMetrics,
  searchTermMetrics,
  spAdGroups,
  spCampaigns,
  spKeywords,
  spProductAds,
  spTargets,
  syncStatus,
} from "../../../worker/db/ads-schema";
import { campaignRunningTotals } from "../../../worker/db/campaign-running-totals-schema";
import { profileDailyTotals } from "../../../worker/db/profile-daily-totals-schema";
import { amazonAccounts, amazonProfiles } from "../../../worker/db/schema";
import {
  connectDemoSellerOverHttp,
  type SellerLogin,
  signUpAndInOverHttp,
} from "../../support/demo-seller-over-http";
import { localD1 } from "./local-d1";
import { newSeller } from "./users";
import { visible } from "./wait";

/** What a first sync writes for each profile: the rows a seeded seller gets a copy of. */
const MIRROR_TABLES: SQLiteTable[] = [
  syncStatus,
  spCampaigns,
  spAdGroups,
  spProductAds,
  spKeywords,
  spTargets,
  dailyMetrics,
  searchTermMetrics,
  campaignRunningTotals,
  profileDailyTotals,
];

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A new seller, signed in in `page`, with the sandbox's demo seller already connected and its first import
 * done, without going through the consent page and a first sync: for files where connecting is not what
 * is under test (amazon-connect.e2e tests it). The shard connects one template seller for real over HTTP
 * (the connect and its first sync) for each time of the sandbox's clock; each seeded seller then gets a
 * copy of the template's Amazon account, profiles and synced rows in D1, with the refresh token encrypted
 * for its own row, so it syncs and writes to Amazon like a connected seller.
 */
export async function seededDemoSeller(page: Page) {
  const template = await templateSeller();
  const seller = newSeller();
  const { userId, cookies } = await signUpAndInOverHttp(inject("baseUrl"), seller);
  await copyAmazonData(template.id, userId);
  // The browser's session, and the welcome tour put off as 'Show Me Later' leaves it (welcome-tour-memory.ts).
  const pairs = [...cookies, `skupilot-tour-later-${userId}=1`].map((pair) => pair.split("="));
  await page
    .context()
    .addCookies(
      pairs.map(([name = "", ...value]) => ({ name, value: value.join("="), url: inject("baseUrl") })),
    );
  await page.goto("/");
  await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
  return { email: seller.email, password: seller.password };
}

/**
 * The shard's template seller for the sandbox's current time, connected and synced on first use: a market
 * moved on by an earlier file (tests/e2e/support/market.ts) has new days and figures, so it gets a new one.
 */
async function templateSeller() {
  const clock = (await (await fetch(`${inject("sandboxUrl")}/_sandbox/clock`)).json()) as { now: string };
  const email = `template-${clock.now.replace(/\D/g, "")}@example.com`;
  const find = () => localD1<{ id: string }>(`select id from users where email = ${quote(email)}`);
  const [found] = await find();
  if (found) return found;
  const login: SellerLogin = { name: "Template", email, password: "template-password-1" };
  const cookie = await connectDemoSellerOverHttp(inject("baseUrl"), login);
  const synced = async () => {
    const response = await fetch(`${inject("baseUrl")}/api/sync/status`, { headers: { cookie } });
    const { data } = (await response.json()) as { data: { state: string }[] };
    return data.length > 0 && data.every((row) => row.state === "SUCCEEDED");
  };
  await expect.poll(synced, { timeout: 120_000, interval: 250 }).toBe(true);
  const [made] = await find();
  if (!made) throw new Error(`The template seller ${email} is not in D1`);
  return made;
}

/** The Worker's token key, as it reads it (wrangler's .dev.vars). */
const tokenKey = () => parseEnv(readFileSync(".dev.vars", "utf8")).TOKEN_ENCRYPTION_KEY ?? "";

/** Copies the template's Amazon account (one Login with Amazon grant), its profiles and their mirror to `userId`. */
async function copyAmazonData(templateId: string, userId: string) {
  const [account] = await localD1<{ amazon_user_id: string; refresh_token_ciphertext: string }>(
    `select amazon_user_id, refresh_token_ciphertext from amazon_accounts where user_id = ${quote(templateId)}`,
  );
  if (!account) throw new Error(`The template seller ${templateId} has no Amazon account`);
  const amazonUserId = account.amazon_user_id;
  const refreshToken = await decryptToken(
    account.refresh_token_ciphertext,
    tokenKey(),
    tokenContext({ userId: templateId, amazonUserId }, "refresh"),
  );
  const ciphertext = await encryptToken(
    refreshToken,
    tokenKey(),
    tokenContext({ userId, amazonUserId }, "refresh"),
  );
  const tokenOf = (user: string) => `(select token_id from amazon_accounts where user_id = ${quote(user)})`;
  const profileFor = (source: string) =>
    `(select copy.id from amazon_profiles copy join amazon_profiles original on original.amazon_profile_id = copy.amazon_profile_id where original.id = ${source}.profile_id and copy.token_id = ${tokenOf(userId)})`;
  const templateProfiles = `select id from amazon_profiles where token_id = ${tokenOf(templateId)}`;
  await localD1(
    [
      copyRows(amazonAccounts, `user_id = ${quote(templateId)}`, {
        user_id: quote(userId),
        // The copy is the new seller's organisation's, not the template's.
        organisation_id: `(select organisation_id from memberships where user_id = ${quote(userId)} and role = 'owner')`,
        state: "'VALID'",
        refresh_token_ciphertext: quote(ciphertext),
        // Asked for again with the refresh token on the first call to Amazon.
        access_token_ciphertext: "null",
        access_token_expires_at: "null",
        token_id: undefined,
      }),
      // In the template's order, so that the ids D1 gives them follow it: the first profile stays first.
      `${copyRows(amazonProfiles, `token_id = ${tokenOf(templateId)}`, {
        id: undefined,
        token_id: tokenOf(userId),
      })} order by source.id`,
      ...MIRROR_TABLES.map((table) =>
        copyRows(table, `profile_id in (${templateProfiles})`, { profile_id: profileFor("source") }),
      ),
    ].join(";\n"),
  );
}

/**
 * `insert into <table> select … from <table> as source where …`: every column copied, except those
 * `values` gives an SQL expression for (over `source`), or leaves out (undefined: an id D1 assigns).
 */
function copyRows(table: SQLiteTable, where: string, values: Record<string, string | undefined>) {
  const columns = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => !(name in values) || values[name] !== undefined);
  const selected = columns.map((name) => values[name] ?? `source.${name}`);
  const name = getTableName(table);
  return `insert into ${name} (${columns.join(", ")}) select ${selected.join(", ")} from ${name} as source where ${where}`;
}
