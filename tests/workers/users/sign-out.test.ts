/**
 * L3: signing out ends the session on the server, not only the cookie in this browser: a copy of the
 * cookie (taken before the sign-out) signs nobody in, and the tabs the session opened close.
 */
import { describe, expect, it } from "vitest";
import { SESSION_ENDED_CLOSE } from "../../../worker/contracts/realtime/channel-sessions";
import { signedInUser, signIn, signOut } from "../support/accounts";
import { call } from "../support/http";
import { closedWithin, openTab, upgradeRequest } from "../support/realtime";

describe("sign-out", () => {
  it("revokes the session: a copy of its cookie is refused (401/1009) and its open tabs close (4001)", async () => {
    const seller = await signedInUser("signed-out");
    const copy = seller.cookie;
    const tab = await openTab(seller.cookie);

    const out = await signOut(seller.cookie);
    expect(out.status).toBe(200);

    const refused = await call("/api/users", { cookie: copy });
    expect(refused.status).toBe(401);
    expect(refused.json.data.code).toBe(1009);
    expect(await closedWithin(tab)).toEqual(SESSION_ENDED_CLOSE);
    expect((await upgradeRequest(copy)).status).toBe(401);
  });

  it("ends that session alone: the seller's other browser stays signed in, its tab open", async () => {
    const seller = await signedInUser("signed-out-one");
    const { cookie: otherBrowser } = await signIn(seller.email, seller.password);
    const otherTab = await openTab(otherBrowser);

    await signOut(seller.cookie);

    expect((await call("/api/users", { cookie: otherBrowser })).status).toBe(200);
    expect(await closedWithin(otherTab, 1_000)).toBe("still open");
    await otherTab.close();
    expect((await signIn(seller.email, seller.password)).cookie).toContain("authjs.session-token");
  });
});
