import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { OWN_ORGANISATION_OF_USER_1 } from "../support/own-organisation";

async function connectAccountFor(userId: string, name: string) {
  const account = await env.DB.prepare(
    `insert into amazon_accounts (organisation_id, user_id, profile_name, profile_email, refresh_token_ciphertext) values (${OWN_ORGANISATION_OF_USER_1}, ?1, ?, ?, 'x') returning token_id`,
  )
    .bind(userId, name, `${name}@example.com`)
    .first<{ token_id: number }>();
  await env.DB.prepare(
    "insert into amazon_profiles (token_id, amazon_profile_id, country_code, currency_code, timezone, account_name, account_type) values (?, '3045116111', 'US', 'USD', 'America/Los_Angeles', ?, 'seller')",
  )
    .bind(account?.token_id, `${name} US`)
    .run();
}

describe("one seller never sees another's data", () => {
  it("lists only the signed-in user's Amazon accounts and profiles", async () => {
    const ann = await signedInUser("ann");
    const bob = await signedInUser("bob");
    await connectAccountFor(ann.id, "ann-store");

    const annView = await call("/api/amazon/profiles", { cookie: ann.cookie });
    expect(annView.json.data).toHaveLength(1);
    expect(annView.json.data[0]).toMatchObject({
      profileName: "ann-store",
      state: "VALID",
      profiles: [
        {
          countryCode: "US",
          amazonProfileId: "3045116111",
          accountInfo: { name: "ann-store US", type: "seller" },
        },
      ],
    });
    expect(annView.json.data[0]).not.toHaveProperty("refreshTokenCiphertext");

    const bobView = await call("/api/amazon/profiles", { cookie: bob.cookie });
    expect(bobView.json).toEqual({ status: "SUCCESS", data: [] });
  });

  it("answers /api/users with the caller's own record only", async () => {
    const ann = await signedInUser("ann");
    const bob = await signedInUser("bob");
    expect((await call("/api/users", { cookie: bob.cookie })).json.data.id).toBe(bob.id);
    expect((await call("/api/users", { cookie: ann.cookie })).json.data.id).toBe(ann.id);
  });

  it("renames only the caller", async () => {
    const ann = await signedInUser("ann");
    const bob = await signedInUser("bob");
    await call("/api/users", { method: "PATCH", cookie: bob.cookie, body: { name: "Bob B." } });
    expect((await call("/api/users", { cookie: ann.cookie })).json.data.name).toBe(ann.name);
  });

  it("needs a session to list accounts", async () => {
    const { status, json } = await call("/api/amazon/profiles");
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
