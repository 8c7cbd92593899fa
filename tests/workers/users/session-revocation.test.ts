import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInUser, signIn } from "../support/accounts";
import { call, cookiesOf } from "../support/http";

describe("a password change ends the other sessions", () => {
  it("refuses a session made before the change (401/1009), and keeps the browser that changed it signed in", async () => {
    const seller = await signedInUser("sessions");
    const { cookie: otherBrowser } = await signIn(seller.email, seller.password);
    expect((await call("/api/users", { cookie: otherBrowser })).status).toBe(200);

    const changed = await call("/api/users/password", {
      method: "PUT",
      cookie: seller.cookie,
      body: { currentPassword: seller.password, newPassword: "a-brand-new-one-7" },
    });
    expect(changed.status).toBe(200);

    const stale = await call("/api/users", { cookie: otherBrowser });
    expect(stale.status).toBe(401);
    expect(stale.json.data.code).toBe(1009);
    expect((await call("/api/users", { cookie: seller.cookie })).status).toBe(401);

    const renewed = cookiesOf(changed, seller.cookie);
    expect(renewed).not.toBe(seller.cookie);
    const mine = await call("/api/users", { cookie: renewed });
    expect(mine.status).toBe(200);
    expect(mine.json.data.email).toBe(seller.email);

    const { cookie: fresh } = await signIn(seller.email, "a-brand-new-one-7");
    expect((await call("/api/users", { cookie: fresh })).status).toBe(200);
  });

  it("renews this browser's session under a new id and revokes the old one", async () => {
    const seller = await signedInUser("sessions-renewed");
    const before = await call("/api/auth/session", { cookie: seller.cookie });
    const oldId = before.json.sessionId as string;

    const changed = await call("/api/users/password", {
      method: "PUT",
      cookie: seller.cookie,
      body: { currentPassword: seller.password, newPassword: "a-brand-new-one-7" },
    });
    expect(changed.status).toBe(200);

    const after = await call("/api/auth/session", { cookie: cookiesOf(changed, seller.cookie) });
    expect(after.json.sessionId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(after.json.sessionId).not.toBe(oldId);
    const revoked = await env.DB.prepare("select user_id from revoked_sessions where session_id = ?")
      .bind(oldId)
      .first<{ user_id: string }>();
    expect(revoked?.user_id).toBe(seller.id);
  });

  it("keeps every session when the change is refused", async () => {
    const seller = await signedInUser("sessions-kept");
    const refused = await call("/api/users/password", {
      method: "PUT",
      cookie: seller.cookie,
      body: { currentPassword: "not-the-password", newPassword: "a-brand-new-one-7" },
    });
    expect(refused.status).toBe(400);
    expect((await call("/api/users", { cookie: seller.cookie })).status).toBe(200);
  });
});
