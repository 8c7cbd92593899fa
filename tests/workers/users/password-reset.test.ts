import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../../worker/db/client";
import { mailSettings } from "../../../worker/mail/mail-settings";
import { tokenHash } from "../../../worker/services/users/account-tokens";
import {
  MAX_MAILS_PER_EMAIL,
  MAX_MAILS_PER_EMAIL_AND_IP,
  MAX_MAILS_PER_IP,
  TOO_MANY_MAILS,
} from "../../../worker/services/users/mail-throttle";
import {
  RESET_REQUESTED_MESSAGE,
  sendPasswordResetLink,
} from "../../../worker/services/users/password-reset";
import { MAX_FAILED_SIGN_INS } from "../../../worker/services/users/sign-in-throttle";
import { signedInUser, signIn, signUp } from "../support/accounts";
import { call } from "../support/http";
import { linkToken, mailsTo, waitForMail } from "../support/outbox";

const RESET_MAIL = /^Reset your Skupilot password$/;
const NEW_PASSWORD = "a-fresh-password-5";

/** Asks for a reset link, from the client address `ip` when given (as Cloudflare's edge reports it). */
async function requestReset(email: string, ip?: string) {
  const headers: Record<string, string> = ip ? { "CF-Connecting-IP": ip } : {};
  return call("/api/users/password-reset", { method: "POST", body: { email }, headers });
}

/** Asks for a reset link and answers the token of the newest reset mail. */
async function resetToken(email: string, count = 1) {
  expect((await requestReset(email)).status).toBe(200);
  return linkToken(await waitForMail(email, RESET_MAIL, count), "/reset-password").token;
}

const confirm = (token: string, password = NEW_PASSWORD) =>
  call("/api/users/password-reset/confirm", { method: "POST", body: { token, password } });

describe("password reset by an e-mailed link", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("e-mails a link to the app's reset page, storing only the token's SHA-256", async () => {
    const seller = await signUp();
    const answer = await requestReset(seller.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(RESET_REQUESTED_MESSAGE).toBe(
      "If an account exists for this e-mail, we have sent it a link to set a new password. The link works for 30 minutes.",
    );

    const mail = await waitForMail(seller.email, RESET_MAIL);
    expect(mail.from).toBe("Skupilot <no-reply@skupilot.com>");
    const { link, token } = linkToken(mail, "/reset-password");
    // From AUTH_URL, never from the request's Host.
    expect(link.startsWith("http://127.0.0.1:8787/reset-password?token=")).toBe(true);
    expect(mail.html).toContain(link.replace(/&/g, "&#38;"));
    expect(mail.text).toContain("The link works once and for 30 minutes.");
    // The address may be nobody's confirmed one: nothing typed at sign-up (the name) goes into the mail.
    expect(`${mail.text}\n${mail.html}`).not.toContain(seller.name);

    const rows = await env.DB.prepare(
      "select token_hash, purpose, expires_at - created_at as ttl from account_tokens where user_id = ? and purpose = 'password-reset'",
    )
      .bind(seller.id)
      .all<{ token_hash: string; purpose: string; ttl: number }>();
    expect(rows.results).toEqual([
      { token_hash: await tokenHash(token), purpose: "password-reset", ttl: 30 * 60_000 },
    ]);
    expect(JSON.stringify(rows.results)).not.toContain(token);
  });

  it("answers an unknown e-mail exactly as a known one, and sends it nothing", async () => {
    const known = await signUp();
    const unknown = `nobody-${Date.now()}@example.com`;
    const [forKnown, forUnknown] = [await requestReset(known.email), await requestReset(unknown)];
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.json).toEqual(forKnown.json);
    // The route's background work, run to its end here: nothing for an address without an account.
    await sendPasswordResetLink(createDatabase(env.DB), mailSettings(env), unknown, new Date());
    await waitForMail(known.email, RESET_MAIL);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it("sets the new password once: sign-in takes it, the old password and every session made before end", async () => {
    const seller = await signedInUser("reset");
    const { cookie: otherBrowser } = await signIn(seller.email, seller.password);
    expect((await call("/api/users", { cookie: otherBrowser })).status).toBe(200);
    const token = await resetToken(seller.email);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ email: seller.email });

    for (const cookie of [seller.cookie, otherBrowser]) {
      const stale = await call("/api/users", { cookie });
      expect(stale.status).toBe(401);
      expect(stale.json.data.code).toBe(1009);
    }
    const { cookie: withOld } = await signIn(seller.email, seller.password);
    expect((await call("/api/users", { cookie: withOld })).status).toBe(401);
    const { cookie: withNew } = await signIn(seller.email, NEW_PASSWORD);
    const me = await call("/api/users", { cookie: withNew });
    expect(me.status).toBe(200);
    // The seller read a mail sent to the address: it counts as confirmed.
    expect(me.json.data.emailVerified).toBe(true);

    const again = await confirm(token, "yet-another-one-6");
    expect(again.status).toBe(400);
    expect(again.json.data).toEqual({
      code: 1005,
      field: "token",
      message: "token: This link has already been used. Please ask for a new one if you still need it.",
    });
  });

  it("lifts the sign-in lock of the e-mail: the owner who read the mail signs in at once", async () => {
    const seller = await signUp();
    for (let attempt = 0; attempt <= MAX_FAILED_SIGN_INS; attempt++)
      await signIn(seller.email, `wrong-${attempt}-pass`);
    const locked = await signIn(seller.email, seller.password);
    expect((await call("/api/users", { cookie: locked.cookie })).status).toBe(401);
    expect((await confirm(await resetToken(seller.email))).status).toBe(200);
    const { cookie } = await signIn(seller.email, NEW_PASSWORD);
    expect((await call("/api/users", { cookie })).status).toBe(200);
  });

  it("ends the other reset links of the seller when one is used", async () => {
    const seller = await signUp();
    const first = await resetToken(seller.email, 1);
    const second = await resetToken(seller.email, 2);
    expect((await confirm(second)).status).toBe(200);
    expect((await confirm(first)).json.data.message).toContain("already been used");
  });

  it("works for 30 minutes on the clock the Worker reads (Date), then refuses the link as expired", async () => {
    const seller = await signUp();
    const token = await resetToken(seller.email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 30 * 60_000 });
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.json.data).toEqual({
      code: 1005,
      field: "token",
      message: "token: This link has expired: links work for 30 minutes. Please ask for a new one.",
    });
    vi.useRealTimers();

    const fresh = await resetToken(seller.email, 2);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 29 * 60_000 });
    expect((await confirm(fresh)).status).toBe(200);
  });

  it("refuses a link it never sent", async () => {
    const answer = await confirm("not-a-token-we-sent");
    expect(answer.status).toBe(400);
    expect(answer.json.data.message).toBe("token: This link is not valid. Please ask for a new one.");
  });

  it.each([
    ["/api/users/password-reset", {}, "email", 'email: Invalid key: Expected "email" but received undefined'],
    [
      "/api/users/password-reset",
      { email: "not-an-address" },
      "email",
      "email: Enter a valid e-mail address",
    ],
    [
      "/api/users/password-reset/confirm",
      { password: NEW_PASSWORD },
      "token",
      'token: Invalid key: Expected "token" but received undefined',
    ],
    ["/api/users/password-reset/confirm", { token: "", password: NEW_PASSWORD }, "token", "token: Required"],
    [
      "/api/users/password-reset/confirm",
      { token: "x".repeat(201), password: NEW_PASSWORD },
      "token",
      "token: Max length - 200 characters",
    ],
    [
      "/api/users/password-reset/confirm",
      { token: "abc", password: "short" },
      "password",
      "password: Min length - 8 characters",
    ],
    [
      "/api/users/password-reset/confirm",
      { token: "abc", password: "x".repeat(201) },
      "password",
      "password: Max length - 200 characters",
    ],
  ])("%s with %j: 400/1005 naming %s", async (path, body, field, message) => {
    const answer = await call(path, { method: "POST", body });
    expect(answer.status).toBe(400);
    expect(answer.json.data).toEqual({ code: 1005, field, message });
  });

  it(`sends at most ${MAX_MAILS_PER_EMAIL_AND_IP} links an hour to one e-mail from one address (without an address: to the e-mail), known or not (429/1007)`, async () => {
    for (const email of [(await signUp()).email, `unknown-${Date.now()}@example.com`]) {
      for (let sent = 0; sent < MAX_MAILS_PER_EMAIL_AND_IP; sent++)
        expect((await requestReset(email)).status).toBe(200);
      const refused = await requestReset(email);
      expect(refused.status).toBe(429);
      expect(refused.json.data).toEqual({ code: 1007, message: TOO_MANY_MAILS });
      expect(refused.headers.get("Retry-After")).toBe("3600");
    }
    expect(TOO_MANY_MAILS).toBe("Too many e-mails asked for. Please wait an hour and try again.");
  });

  it("leaves the owner their own links however many a stranger asks for from another address", async () => {
    const owner = await signUp();
    for (let sent = 0; sent < MAX_MAILS_PER_EMAIL_AND_IP; sent++)
      expect((await requestReset(owner.email, "203.0.113.90")).status).toBe(200);
    expect((await requestReset(owner.email, "203.0.113.90")).status).toBe(429);
    const fromOwner = await requestReset(owner.email, "2001:db8:5:1::17");
    expect(fromOwner.status).toBe(200);
    await waitForMail(owner.email, RESET_MAIL, MAX_MAILS_PER_EMAIL_AND_IP + 1);
  });

  it(`sends one e-mail at most ${MAX_MAILS_PER_EMAIL} links an hour from every address together`, async () => {
    const email = `flooded-${Date.now()}@example.com`;
    const addresses = MAX_MAILS_PER_EMAIL / MAX_MAILS_PER_EMAIL_AND_IP;
    for (let address = 1; address <= addresses; address++)
      for (let sent = 0; sent < MAX_MAILS_PER_EMAIL_AND_IP; sent++)
        expect((await requestReset(email, `198.18.77.${address}`)).status).toBe(200);
    const refused = await requestReset(email, "198.18.77.200");
    expect(refused.status).toBe(429);
    expect(refused.json.data).toEqual({ code: 1007, message: TOO_MANY_MAILS });
  });

  it(`counts the requests of one address over every e-mail (${MAX_MAILS_PER_IP} an hour)`, async () => {
    const from = { "CF-Connecting-IP": "203.0.113.77" };
    for (let sent = 0; sent < MAX_MAILS_PER_IP; sent++) {
      const answer = await call("/api/users/password-reset", {
        method: "POST",
        body: { email: `spray-${sent}-${Date.now()}@example.com` },
        headers: from,
      });
      expect(answer.status).toBe(200);
    }
    const refused = await call("/api/users/password-reset", {
      method: "POST",
      body: { email: "one-more@example.com" },
      headers: from,
    });
    expect(refused.status).toBe(429);
  });
});
