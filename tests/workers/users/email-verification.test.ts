import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALREADY_VERIFIED_MESSAGE, VERIFICATION_SENT_MESSAGE } from "../../../worker/routes/users/index";
import { MAX_MAILS_PER_EMAIL_AND_IP } from "../../../worker/services/users/mail-throttle";
import { newUser, signedInUser, signUp } from "../support/accounts";
import { call } from "../support/http";
import { linkToken, waitForMail } from "../support/outbox";

const VERIFY_MAIL = /^Confirm your e-mail address for Skupilot$/;

const confirm = (token: string) =>
  call("/api/users/email-verification/confirm", { method: "POST", body: { token } });

describe("e-mail verification", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("e-mails a link at sign-up; the seller is unverified until it is opened, in any browser, signed in or not", async () => {
    const seller = await signedInUser("verify");
    expect((await call("/api/users", { cookie: seller.cookie })).json.data.emailVerified).toBe(false);
    const mail = await waitForMail(seller.email, VERIFY_MAIL);
    const { link, token } = linkToken(mail, "/verify-email");
    expect(link.startsWith("http://127.0.0.1:8787/verify-email?token=")).toBe(true);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.json.data).toEqual({ email: seller.email, verified: true });
    expect((await call("/api/users", { cookie: seller.cookie })).json.data.emailVerified).toBe(true);

    // Opened again (a second click, a mail scanner that ran the page): still confirmed, no error.
    expect((await confirm(token)).json.data).toEqual({ email: seller.email, verified: true });
    const row = await env.DB.prepare("select email_verified_at from users where id = ?")
      .bind(seller.id)
      .first();
    expect(row?.email_verified_at).toEqual(expect.any(Number));
  });

  it("carries nothing the sign-up form took (the name) to the address nobody has confirmed yet", async () => {
    const seller = await signUp({ ...newUser("verify-name"), name: "Win a prize at prize.example" });
    const mail = await waitForMail(seller.email, VERIFY_MAIL);
    expect(`${mail.text}\n${mail.html}`).not.toContain("prize");
  });

  it("sends the link again from the banner, and says when the address is confirmed already", async () => {
    const seller = await signedInUser("verify-again");
    await waitForMail(seller.email, VERIFY_MAIL);
    const again = await call("/api/users/email-verification", { method: "POST", cookie: seller.cookie });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ message: VERIFICATION_SENT_MESSAGE });
    expect(VERIFICATION_SENT_MESSAGE).toBe("We have sent you a new link. Please check your inbox.");
    const second = await waitForMail(seller.email, VERIFY_MAIL, 2);
    expect((await confirm(linkToken(second, "/verify-email").token)).status).toBe(200);

    const after = await call("/api/users/email-verification", { method: "POST", cookie: seller.cookie });
    expect(after.json.data).toEqual({ message: ALREADY_VERIFIED_MESSAGE });
    expect(ALREADY_VERIFIED_MESSAGE).toBe("Your e-mail address is already confirmed.");
  });

  it(`limits sending it again to ${MAX_MAILS_PER_EMAIL_AND_IP} an hour (429/1007), and needs a session (401/1009)`, async () => {
    const seller = await signedInUser("verify-limit");
    const send = () => call("/api/users/email-verification", { method: "POST", cookie: seller.cookie });
    for (let sent = 0; sent < MAX_MAILS_PER_EMAIL_AND_IP; sent++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.json.data.code).toBe(1007);
    expect((await call("/api/users/email-verification", { method: "POST" })).json.data.code).toBe(1009);
  });

  it("refuses an expired link, and one for an address the seller no longer has", async () => {
    const seller = await signedInUser("verify-expired");
    const { token } = linkToken(await waitForMail(seller.email, VERIFY_MAIL), "/verify-email");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60_000 });
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.json.data.message).toBe(
      "token: This link has expired: links work for 30 minutes. Please ask for a new one.",
    );
    vi.useRealTimers();

    await call("/api/users/email-verification", { method: "POST", cookie: seller.cookie });
    const { token: fresh } = linkToken(await waitForMail(seller.email, VERIFY_MAIL, 2), "/verify-email");
    await env.DB.prepare("update users set email = ? where id = ?")
      .bind(`moved-${seller.email}`, seller.id)
      .run();
    const moved = await confirm(fresh);
    expect(moved.status).toBe(400);
    expect(moved.json.data.field).toBe("token");
  });

  it.each([
    [{}, 'token: Invalid key: Expected "token" but received undefined'],
    [{ token: "" }, "token: Required"],
    [{ token: 42 }, expect.stringContaining("token: ")],
    [{ token: "never-sent" }, "token: This link is not valid. Please ask for a new one."],
  ])("refuses %j with 400/1005 on token", async (body, message) => {
    const answer = await call("/api/users/email-verification/confirm", { method: "POST", body });
    expect(answer.status).toBe(400);
    expect(answer.json.data).toEqual({ code: 1005, field: "token", message });
  });
});
