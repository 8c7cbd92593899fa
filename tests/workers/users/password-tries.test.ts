import { describe, expect, it } from "vitest";
import { MAX_PASSWORD_TRIES, TOO_MANY_PASSWORD_TRIES } from "../../../worker/services/users/password-tries";
import { signedInUser, signIn } from "../support/accounts";
import { call, cookiesOf } from "../support/http";

const changePassword = (cookie: string, currentPassword: string) =>
  call("/api/users/password", {
    method: "PUT",
    cookie,
    body: { currentPassword, newPassword: "a-brand-new-pass-8" },
  });

const deleteAccount = (cookie: string, password: string) =>
  call("/api/users/account", { method: "DELETE", cookie, body: { password } });

const signOutEverywhere = (cookie: string, password: string) =>
  call("/api/users/sessions", { method: "DELETE", cookie, body: { password } });

describe("tries at the signed-in seller's password (changing it, deleting the account, signing out everywhere)", () => {
  it(`answers 429/1007 after ${MAX_PASSWORD_TRIES} wrong ones over the three routes, without checking the next, and changes nothing`, async () => {
    const seller = await signedInUser("password-tries");
    const routes = [changePassword, deleteAccount, signOutEverywhere];
    for (let tried = 0; tried < MAX_PASSWORD_TRIES; tried++) {
      const wrong = await (routes[tried % routes.length] ?? changePassword)(seller.cookie, `wrong-${tried}`);
      expect(wrong.status).toBe(400);
    }
    for (const refused of [
      await changePassword(seller.cookie, seller.password),
      await deleteAccount(seller.cookie, seller.password),
      await signOutEverywhere(seller.cookie, seller.password),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("900");
      expect(refused.json).toEqual({
        status: "ERROR",
        data: { code: 1007, message: TOO_MANY_PASSWORD_TRIES },
      });
    }
    expect(TOO_MANY_PASSWORD_TRIES).toBe("Too many wrong passwords. Please wait 15 minutes and try again.");
    expect((await call("/api/users", { cookie: seller.cookie })).status).toBe(200);
    expect((await signIn(seller.email, seller.password)).cookie).toContain("authjs.session-token");
  });

  it("counts no malformed body, and starts the count again after the right password", async () => {
    const seller = await signedInUser("password-tries-right");
    for (const body of [{}, { password: "" }, { password: "   " }, { password: "\t\n" }, {}, {}])
      expect(
        (await call("/api/users/account", { method: "DELETE", cookie: seller.cookie, body })).status,
      ).toBe(400);
    expect((await changePassword(seller.cookie, "   ")).json.data).toEqual({
      code: 1005,
      field: "currentPassword",
      message: "currentPassword: Required",
    });
    for (let tried = 1; tried < MAX_PASSWORD_TRIES; tried++)
      expect((await changePassword(seller.cookie, "wrong-password")).status).toBe(400);
    const changed = await changePassword(seller.cookie, seller.password);
    expect(changed.status).toBe(200);
    const cookie = cookiesOf(changed, seller.cookie);
    for (let tried = 0; tried < MAX_PASSWORD_TRIES; tried++)
      expect((await deleteAccount(cookie, "wrong-password")).status).toBe(400);
    expect((await deleteAccount(cookie, "wrong-password")).status).toBe(429);
  });
});
