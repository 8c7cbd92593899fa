import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../../worker/app";
import { MAX_FAILED_SIGN_INS } from "../../../worker/services/users/sign-in-throttle";
import { newUser, signedInUser, signIn, signUp } from "../support/accounts";
import { call, cookiesOf, ORIGIN } from "../support/http";

describe("sign-up", () => {
  it("refuses a bad e-mail with 400/1005 naming email, and stores nothing", async () => {
    const { status, json } = await call("/api/users", {
      method: "POST",
      body: { name: "Ann", email: "not-an-email", password: "long-enough-1" },
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field: "email" });
    expect(json.data.message).toMatch(/^email: /);
    const count = await env.DB.prepare("select count(*) as n from users").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("requires a name", async () => {
    const { json } = await call("/api/users", {
      method: "POST",
      body: { name: "  ", email: "a@example.com", password: "long-enough-1" },
    });
    expect(json.data).toMatchObject({ code: 1005, field: "name", message: "name: Required" });
  });

  it("refuses a second account with the same e-mail, whatever its case", async () => {
    const user = await signUp();
    const { status, json } = await call("/api/users", {
      method: "POST",
      body: { ...newUser(), email: user.email.toUpperCase() },
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({
      code: 1005,
      field: "email",
      message: "email: An account with this e-mail already exists",
    });
  });

  it("gives each new user an organisation they own, and stores a PBKDF2 hash, never the password", async () => {
    const user = await signedInUser();
    const { json } = await call("/api/users", { cookie: user.cookie });
    expect(json.data.organisation).toMatchObject({ role: "owner", name: `${user.name}'s organisation` });
    expect(json.data.organisation.slug).toMatch(/^test-seller-\d+-[0-9a-f]{8}$/);
    const row = await env.DB.prepare("select password_hash from users where id = ?").bind(user.id).first<{
      password_hash: string;
    }>();
    expect(row?.password_hash).toMatch(/^v2\$pbkdf2-sha256\$100000\$/);
    expect(row?.password_hash).not.toContain(user.password);
  });
});

describe("sign-in and the session", () => {
  it("sets an http-only, SameSite=Lax session cookie (not Secure on plain-http localhost)", async () => {
    const user = await signUp();
    const { response } = await signIn(user.email, user.password);
    const session = response.headers.getSetCookie().find((line) => line.startsWith("authjs.session-token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
  });

  it("answers GET /api/users with the user, organisation and billing fields", async () => {
    const user = await signedInUser();
    const { status, json } = await call("/api/users", { cookie: user.cookie });
    expect(status).toBe(200);
    const ownOrganisation = {
      id: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
      role: "owner",
    };
    expect(json.data).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      // Until the link e-mailed at sign-up is opened (email-verification.test.ts).
      emailVerified: false,
      organisation: ownOrganisation,
      // Every organisation of the user (docs/teams.md): their own, made at sign-up.
      organisations: [ownOrganisation],
      tariffPlan: null,
      isAdLimitReached: false,
      // 14 days from sign-up on the product's clock (the sandbox's here).
      trialEndsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      promotionCode: null,
    });
  });

  it("exposes user, session and organisation ids in the auth state", async () => {
    const user = await signedInUser();
    const response = await call("/api/auth/session", { cookie: user.cookie });
    expect(response.json).toMatchObject({
      user: { id: user.id, email: user.email },
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      organisationId: expect.any(String),
      organisationRole: "owner",
      organisationSlug: expect.any(String),
    });
  });

  it("logs no Auth.js warning for a signed-in request (its basePath warning came with every one)", async () => {
    const user = await signedInUser();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { status } = await call("/api/users", { cookie: user.cookie });
      expect(status).toBe(200);
      expect(warn.mock.calls.flat().join(" ")).not.toContain("[auth][warn]");
    } finally {
      warn.mockRestore();
    }
  });

  it("refuses a wrong password without a session", async () => {
    const user = await signUp();
    const { response, cookie } = await signIn(user.email, "wrong-password");
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).searchParams.get("error")).toBe("CredentialsSignin");
    expect(cookie).not.toContain("authjs.session-token");
  });

  it(`rate-limits after ${MAX_FAILED_SIGN_INS} failures with 429/1007, even for the right password`, async () => {
    const user = await signUp();
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt++) {
      const { response } = await signIn(user.email, "wrong-password");
      expect(response.status).toBe(200);
    }
    const { response, cookie } = await signIn(user.email, user.password);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("900");
    expect(await response.json()).toMatchObject({ status: "ERROR", data: { code: 1007 } });
    expect(cookie).not.toContain("authjs.session-token");
  });

  it("does not lock out other e-mails", async () => {
    const locked = await signUp();
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt++) await signIn(locked.email, "nope-nope");
    const other = await signUp();
    const { cookie } = await signIn(other.email, other.password);
    expect(cookie).toContain("authjs.session-token");
  });

  it("ignores a forged session cookie", async () => {
    const { status, json } = await call("/api/users", { cookie: "authjs.session-token=forged.value.here" });
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});

/** Sends a request to the Worker as deployed at `authUrl` (AUTH_URL). */
const sendAt = (authUrl: string) => async (request: Request) => {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, AUTH_URL: authUrl }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
};

/** A sign-in through the Worker as deployed at `authUrl` (AUTH_URL), with any extra request headers. */
async function signInAt(
  authUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const send = sendAt(authUrl);
  const csrf = await send(new Request(`${ORIGIN}/api/auth/csrf`, { headers }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  return send(
    new Request(`${ORIGIN}/api/auth/callback/credentials`, {
      method: "POST",
      headers: {
        ...headers,
        Origin: ORIGIN,
        Cookie: cookiesOf(csrf),
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Auth-Return-Redirect": "1",
      },
      body: new URLSearchParams({ email, password, csrfToken, callbackUrl: "/" }).toString(),
    }),
  );
}

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((line) => /^(__Host-|__Secure-)?authjs\.session-token=/.test(line));

/** A `__Host-` cookie as browsers require it: Secure, Path=/ and no Domain (RFC 6265bis §4.1.3.2). */
function expectHostCookie(line: string | undefined) {
  expect(line).toMatch(/^__Host-authjs\.session-token=/);
  expect(line).toMatch(/; Secure/i);
  expect(line).toMatch(/; Path=\/(;|$)/i);
  expect(line).not.toMatch(/; Domain=/i);
  expect(line).toMatch(/HttpOnly/i);
  expect(line).toMatch(/SameSite=Lax/i);
}

const HTTPS_APP = "https://app.skupilot.example";

describe("the session cookie outside localhost", () => {
  it("is a __Host- cookie (Secure, Path=/, no Domain) when the app is served over https", async () => {
    const user = await signUp();
    const response = await signInAt(HTTPS_APP, user.email, user.password);
    expectHostCookie(sessionCookie(response));
  });

  it("signs in with it, and renews it as __Host- too after a password change", async () => {
    const user = await signUp();
    const cookie = cookiesOf(await signInAt(HTTPS_APP, user.email, user.password));
    const send = sendAt(HTTPS_APP);
    const me = await send(
      new Request(`${ORIGIN}/api/users`, { headers: { Origin: ORIGIN, Cookie: cookie } }),
    );
    expect(me.status).toBe(200);

    const changed = await send(
      new Request(`${ORIGIN}/api/users/password`, {
        method: "PUT",
        headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ currentPassword: user.password, newPassword: "a-brand-new-one-7" }),
      }),
    );
    expect(changed.status).toBe(200);
    expectHostCookie(sessionCookie(changed));
    const renewed = cookiesOf(changed, cookie);
    const again = await send(
      new Request(`${ORIGIN}/api/users`, { headers: { Origin: ORIGIN, Cookie: renewed } }),
    );
    expect(again.status).toBe(200);
  });
});

describe("Auth.js's address comes from AUTH_URL, never from the request's headers", () => {
  const forged = { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http", Host: "evil.example" };

  it("keeps its redirect on the configured origin when X-Forwarded-Host is forged", async () => {
    const user = await signUp();
    const response = await signInAt(ORIGIN, user.email, "wrong-password", forged);
    const { url } = (await response.json()) as { url: string };
    expect(new URL(url).origin).toBe(ORIGIN);

    const { headers } = await call("/api/auth/signin", { headers: forged });
    expect(headers.get("Location") ?? "").not.toContain("evil.example");
  });

  it("keeps a Secure, __Host- session cookie on an https deployment when X-Forwarded-Proto says http", async () => {
    const user = await signUp();
    const response = await signInAt(HTTPS_APP, user.email, user.password, forged);
    expect(sessionCookie(response)).toMatch(/^__Host-authjs\.session-token=.*; Secure/i);
    expect(response.headers.getSetCookie().join("\n")).not.toContain("evil.example");
  });
});
