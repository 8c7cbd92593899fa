import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountTokenSource } from "../../../worker/amazon/account-client";
import { amazonConfig } from "../../../worker/amazon/amazon-config";
import { decryptToken, encryptToken, tokenContext } from "../../../worker/amazon/token-crypto";
import { signUp } from "../support/accounts";
import { OWN_ORGANISATION_OF_USER_1 } from "../support/own-organisation";
import { db } from "../support/sync";

afterEach(() => vi.restoreAllMocks());

/** An account row of a fresh user whose refresh token is `refreshToken`, stored in the given form. */
async function accountWith(
  refreshTokenCiphertext: (place: { userId: string; amazonUserId: string }) => Promise<string>,
) {
  const user = await signUp();
  const place = { userId: user.id, amazonUserId: `amzn1.account.${user.id}` };
  const row = await env.DB.prepare(
    `insert into amazon_accounts (organisation_id, user_id, amazon_user_id, profile_name, profile_email, refresh_token_ciphertext) values (${OWN_ORGANISATION_OF_USER_1}, ?1, ?, 'Rotating', 'rotating@example.com', ?) returning *`,
  )
    .bind(place.userId, place.amazonUserId, await refreshTokenCiphertext(place))
    .first<{ token_id: number }>();
  if (!row) throw new Error("no account row");
  const account = await db().query.amazonAccounts.findFirst({
    where: (table, { eq }) => eq(table.tokenId, row.token_id),
  });
  if (!account) throw new Error("no account");
  return { account, place };
}

/** Login with Amazon answering every refresh with these tokens; the refresh tokens it was sent. */
function lwaAnswering(answer: Record<string, unknown>) {
  const sent: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    sent.push(new URLSearchParams(await request.text()).get("refresh_token") ?? "");
    return Response.json({ token_type: "bearer", expires_in: 3600, ...answer });
  });
  return sent;
}

const storedRefreshToken = async (tokenId: number, place: { userId: string; amazonUserId: string }) => {
  const row = await env.DB.prepare(
    "select refresh_token_ciphertext as c from amazon_accounts where token_id = ?",
  )
    .bind(tokenId)
    .first<{ c: string }>();
  return {
    ciphertext: row?.c ?? "",
    plaintext: await decryptToken(row?.c ?? "", env.TOKEN_ENCRYPTION_KEY, tokenContext(place, "refresh")),
  };
};

describe("the refresh token Login with Amazon answers", () => {
  it("replaces ours when Amazon rotates it, and is the one sent next time", async () => {
    const { account, place } = await accountWith((at) =>
      encryptToken("Atzr|first", env.TOKEN_ENCRYPTION_KEY, tokenContext(at, "refresh")),
    );
    const sent = lwaAnswering({ access_token: "Atza|access-1", refresh_token: "Atzr|rotated" });
    const tokens = accountTokenSource(db(), amazonConfig(env), account);
    expect(await tokens.refresh()).toBe("Atza|access-1");
    expect((await storedRefreshToken(account.tokenId, place)).plaintext).toBe("Atzr|rotated");

    await tokens.refresh();
    const reread = await db().query.amazonAccounts.findFirst({
      where: (table, { eq }) => eq(table.tokenId, account.tokenId),
    });
    if (!reread) throw new Error("no account");
    await accountTokenSource(db(), amazonConfig(env), reread).refresh();
    expect(sent).toEqual(["Atzr|first", "Atzr|rotated", "Atzr|rotated"]);
  });
});
