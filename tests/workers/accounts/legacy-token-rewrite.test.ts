import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountTokenSource } from "../../../worker/amazon/account-client";
import { amazonConfig } from "../../../worker/amazon/amazon-config";
import { decryptToken, encryptToken, tokenContext } from "../../../worker/amazon/token-crypto";
import worker from "../../../worker/index";
import { rewriteLegacyTokens } from "../../../worker/services/amazon-accounts/legacy-token-rewrite";
import { legacyV1Token } from "../../support/legacy-v1-token";
import { signUp } from "../support/accounts";
import { OWN_ORGANISATION_OF_USER_1 } from "../support/own-organisation";
import { db } from "../support/sync";

afterEach(() => vi.restoreAllMocks());

type Place = { userId: string; amazonUserId: string };
const ANOTHER_KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)));

/** An account row of a fresh seller, its tokens stored as given. */
async function accountWith(
  tokens: (place: Place) => Promise<{ refresh: string; access?: string }>,
  state: "VALID" | "INVALID" = "VALID",
) {
  const user = await signUp();
  const place = { userId: user.id, amazonUserId: `amzn1.account.${user.id}` };
  const { refresh, access } = await tokens(place);
  const row = await env.DB.prepare(
    `insert into amazon_accounts (organisation_id, user_id, amazon_user_id, profile_name, profile_email, state, refresh_token_ciphertext, access_token_ciphertext, access_token_expires_at) values (${OWN_ORGANISATION_OF_USER_1}, ?1, ?, 'Legacy', 'legacy@example.com', ?, ?, ?, ?) returning token_id`,
  )
    .bind(
      place.userId,
      place.amazonUserId,
      state,
      refresh,
      access ?? null,
      access ? Date.now() + 3_600_000 : null,
    )
    .first<{ token_id: number }>();
  if (!row) throw new Error("no account row");
  return { tokenId: row.token_id, place };
}

const storedRow = (tokenId: number) =>
  env.DB.prepare(
    "select state, refresh_token_ciphertext as refresh, access_token_ciphertext as access from amazon_accounts where token_id = ?",
  )
    .bind(tokenId)
    .first<{ state: string; refresh: string; access: string | null }>();

const accountRow = async (tokenId: number) => {
  const account = await db().query.amazonAccounts.findFirst({
    where: (table, { eq }) => eq(table.tokenId, tokenId),
  });
  if (!account) throw new Error("no account");
  return account;
};

/**
 * Login with Amazon answering every refresh; the refresh tokens it was sent. Other calls (a sign-up's
 * mail, sent after its answer) go out as they would.
 */
function lwaAnswering() {
  const sent: string[] = [];
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== env.LWA_TOKEN_URL) return passThrough(input, init);
    sent.push(new URLSearchParams(await request.text()).get("refresh_token") ?? "");
    return Response.json({ token_type: "bearer", expires_in: 3600, access_token: "Atza|fresh" });
  });
  return sent;
}

describe("v1 Amazon tokens (no key id, not bound to their row)", () => {
  it("are refused by a refresh, which sends Amazon nothing", async () => {
    const key = env.TOKEN_ENCRYPTION_KEY;
    const { tokenId } = await accountWith(async () => ({ refresh: await legacyV1Token("Atzr|legacy", key) }));
    const sent = lwaAnswering();
    const tokens = accountTokenSource(db(), amazonConfig(env), await accountRow(tokenId));
    await expect(tokens.refresh()).rejects.toThrow("v1 token ciphertexts are no longer read");
    expect(sent).toEqual([]);
  });

  it("are rewritten as v2 for their own row by the hourly cron, after which a refresh sends it", async () => {
    const key = env.TOKEN_ENCRYPTION_KEY;
    const { tokenId, place } = await accountWith(async () => ({
      refresh: await legacyV1Token("Atzr|legacy", key),
      access: await legacyV1Token("Atza|legacy", key),
    }));
    await worker.scheduled(createScheduledController(), env);

    const row = await storedRow(tokenId);
    expect(row?.state).toBe("VALID");
    expect(row?.refresh).toMatch(/^v2\.[0-9a-f]{8}\./);
    expect(await decryptToken(row?.refresh ?? "", key, tokenContext(place, "refresh"))).toBe("Atzr|legacy");
    expect(row?.access).toBeNull();

    const sent = lwaAnswering();
    expect(await accountTokenSource(db(), amazonConfig(env), await accountRow(tokenId)).current()).toBe(
      "Atza|fresh",
    );
    expect(sent).toEqual(["Atzr|legacy"]);
    expect((await rewriteLegacyTokens(db(), key)).rewritten).toBe(0);
  });

  it("leave v2 tokens as they are, rewrite an INVALID account's too, and erase one no key opens", async () => {
    const key = env.TOKEN_ENCRYPTION_KEY;
    const current = await accountWith(async (place) => ({
      refresh: await encryptToken("Atzr|current", key, tokenContext(place, "refresh")),
    }));
    const before = await storedRow(current.tokenId);
    const revoked = await accountWith(
      async () => ({ refresh: await legacyV1Token("Atzr|revoked", key) }),
      "INVALID",
    );
    const unreadable = await accountWith(async () => ({
      refresh: await legacyV1Token("Atzr|lost-key", ANOTHER_KEY),
      access: await legacyV1Token("Atza|lost-key", ANOTHER_KEY),
    }));
    await rewriteLegacyTokens(db(), key);

    expect(await storedRow(current.tokenId)).toEqual(before);
    const rewritten = await storedRow(revoked.tokenId);
    expect(rewritten).toMatchObject({ state: "INVALID", refresh: expect.stringMatching(/^v2\./) });
    expect(await decryptToken(rewritten?.refresh ?? "", key, tokenContext(revoked.place, "refresh"))).toBe(
      "Atzr|revoked",
    );
    expect(await storedRow(unreadable.tokenId)).toEqual({ state: "INVALID", refresh: "", access: null });
    const left = await env.DB.prepare(
      "select count(*) as n from amazon_accounts where refresh_token_ciphertext like 'v1.%' or access_token_ciphertext like 'v1.%'",
    ).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
