import { describe, expect, it } from "vitest";
import { MAX_FAILED_SIGN_INS } from "../../../worker/services/users/sign-in-throttle";
import { type CredentialsBody, postCredentials, signIn, signUp } from "../support/accounts";

const WRONG_ATTEMPTS = 8;

/** The victim's e-mail last: Auth.js keeps the last value of a repeated form field. */
const formWithDecoyFirst =
  (decoy: string, email: string, password: string): CredentialsBody =>
  (csrfToken) => {
    const form = new URLSearchParams([
      ["email", decoy],
      ["email", email],
    ]);
    form.set("password", password);
    form.set("csrfToken", csrfToken);
    form.set("callbackUrl", "/");
    return { contentType: "application/x-www-form-urlencoded", body: form.toString() };
  };

const jsonBody =
  (email: string, password: string): CredentialsBody =>
  (csrfToken) => ({
    contentType: "application/json",
    body: JSON.stringify({ email, password, csrfToken, callbackUrl: "/" }),
  });

async function expectLockedOut(attempt: Promise<{ response: Response; cookie: string }>) {
  const { response, cookie } = await attempt;
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe("900");
  expect(await response.json()).toEqual({
    status: "ERROR",
    data: { code: 1007, message: "Too many failed sign-in attempts. Please wait 15 minutes and try again." },
  });
  expect(cookie).not.toContain("authjs.session-token");
}

describe("the sign-in lockout holds on the e-mail Auth.js signs in", () => {
  it(`locks after ${WRONG_ATTEMPTS} wrong passwords sent with a decoy e-mail first`, async () => {
    const victim = await signUp();
    const decoy = `decoy-${Date.now()}@example.com`;
    for (let attempt = 0; attempt < WRONG_ATTEMPTS; attempt++) {
      await postCredentials(formWithDecoyFirst(decoy, victim.email, "wrong-password"));
    }
    await expectLockedOut(postCredentials(formWithDecoyFirst(decoy, victim.email, victim.password)));
    await expectLockedOut(signIn(victim.email, victim.password));
  });

  it(`locks after ${WRONG_ATTEMPTS} wrong passwords sent as JSON`, async () => {
    const victim = await signUp();
    for (let attempt = 0; attempt < WRONG_ATTEMPTS; attempt++) {
      await postCredentials(jsonBody(victim.email, "wrong-password"));
    }
    await expectLockedOut(postCredentials(jsonBody(victim.email, victim.password)));
    await expectLockedOut(signIn(victim.email, victim.password));
  });

  it("reads the e-mail as Auth.js does, whatever its case and spaces", async () => {
    const victim = await signUp();
    for (let attempt = 0; attempt < WRONG_ATTEMPTS; attempt++) {
      await signIn(`  ${victim.email.toUpperCase()} `, "wrong-password");
    }
    await expectLockedOut(signIn(victim.email, victim.password));
  });

  it("signs in with the right password before the lock, and forgets the failures", async () => {
    const user = await signUp();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS - 1; attempt++) {
        const { response } = await postCredentials(jsonBody(user.email, "wrong-password"));
        expect(response.status).toBe(200);
      }
      const { response, cookie } = await signIn(user.email, user.password);
      expect(response.status).toBe(200);
      expect(cookie).toContain("authjs.session-token");
    }
  });
});
