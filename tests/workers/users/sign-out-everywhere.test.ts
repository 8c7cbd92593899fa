/**
 * L3: Settings' "Sign out of all devices" (DELETE /api/users/sessions): every session of the seller
 * ends, the one asking too, every tab of theirs closes, and nobody else's session is touched.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SESSION_ENDED_CLOSE } from "../../../worker/contracts/realtime/channel-sessions";
import { signedInUser, signIn } from "../support/accounts";
import { call } from "../support/http";
import { closedWithin, openTab } from "../support/realtime";

const signOutEverywhere = (cookie: string, body: unknown) =>
  call("/api/users/sessions", { method: "DELETE", cookie, body });

describe("sign out of all devices", () => {
  it("ends every session of the seller, this one too, closes every tab and clears this browser's cookie", async () => {
    const seller = await signedInUser("everywhere");
    const { cookie: otherBrowser } = await signIn(seller.email, seller.password);
    const tabs = [await openTab(seller.cookie), await openTab(otherBrowser)];
    const bystander = await signedInUser("bystander");
    const bystanderTab = await openTab(bystander.cookie);

    const out = await signOutEverywhere(seller.cookie, { password: seller.password });
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ signedOut: true });
    const cleared = out.headers.getSetCookie().find((line) => line.startsWith("authjs.session-token="));
    expect(cleared).toMatch(/^authjs\.session-token=;.*Max-Age=0/);

    for (const cookie of [seller.cookie, otherBrowser]) {
      const refused = await call("/api/users", { cookie });
      expect(refused.status).toBe(401);
      expect(refused.json.data.code).toBe(1009);
    }
    for (const tab of tabs) expect(await closedWithin(tab)).toEqual(SESSION_ENDED_CLOSE);

    expect((await call("/api/users", { cookie: bystander.cookie })).status).toBe(200);
    expect(await closedWithin(bystanderTab, 1_000)).toBe("still open");
    await bystanderTab.close();
    const { cookie: again } = await signIn(seller.email, seller.password);
    expect((await call("/api/users", { cookie: again })).status).toBe(200);
  });

  it("refuses a wrong or missing password with 400/1005 naming password, and ends nothing", async () => {
    const seller = await signedInUser("everywhere-refused");
    for (const body of [{ password: "not-the-password" }, {}]) {
      const { status, json } = await signOutEverywhere(seller.cookie, body);
      expect(status).toBe(400);
      expect(json.data).toMatchObject({ code: 1005, field: "password" });
    }
    expect((await call("/api/users", { cookie: seller.cookie })).status).toBe(200);
    const row = await env.DB.prepare("select sessions_valid_after from users where id = ?")
      .bind(seller.id)
      .first<{ sessions_valid_after: number | null }>();
    expect(row?.sessions_valid_after).toBeNull();
  });

  it("is for a signed-in seller only (401/1009)", async () => {
    const { status, json } = await call("/api/users/sessions", {
      method: "DELETE",
      body: { password: "whatever-it-is" },
    });
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
