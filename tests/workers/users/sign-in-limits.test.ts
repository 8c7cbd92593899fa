import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TOO_MANY_SIGN_UPS } from "../../../worker/routes/users";
import {
  countSignInAttempt,
  MAX_FAILED_SIGN_INS,
  MAX_SIGN_INS_PER_EMAIL,
  MAX_SIGN_INS_PER_IP,
} from "../../../worker/services/users/sign-in-throttle";
import { MAX_SIGN_UPS_PER_IP } from "../../../worker/services/users/sign-up-throttle";
import { newUser, signUp } from "../support/accounts";
import { call, cookiesOf, ORIGIN } from "../support/http";
import { db } from "../support/sync";

let addresses = 0;
/** A client address of its own (documentation ranges), as Cloudflare's edge reports it. */
const freshIp = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

/** A /64 of its own (documentation range), as an IPv6 client is given one. */
const freshIpv6Network = () => {
  addresses += 1;
  return `2001:db8:${addresses.toString(16)}:1`;
};

/** A form sign-in from `ip`: the status and whether a session cookie came back. */
async function signInFrom(ip: string, email: string, password: string) {
  const csrf = await exports.default.fetch(new Request(`${ORIGIN}/api/auth/csrf`));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/auth/callback/credentials`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        Cookie: cookiesOf(csrf),
        "CF-Connecting-IP": ip,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Auth-Return-Redirect": "1",
      },
      body: new URLSearchParams({ email, password, csrfToken, callbackUrl: "/" }).toString(),
    }),
  );
  await response.body?.cancel();
  return { status: response.status, signedIn: cookiesOf(response).includes("authjs.session-token=") };
}

describe("sign-in limits per address and per e-mail", () => {
  it("locks the attacker's address out of an e-mail, not its owner signing in from theirs", async () => {
    const owner = await signUp();
    const attacker = freshIp();
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt++) {
      expect((await signInFrom(attacker, owner.email, "wrong-password")).status).toBe(200);
    }
    expect(await signInFrom(attacker, owner.email, owner.password)).toEqual({ status: 429, signedIn: false });
    expect(await signInFrom(freshIp(), owner.email, owner.password)).toEqual({ status: 200, signedIn: true });
  });

  it(`stops one address spraying a password over many e-mails after ${MAX_SIGN_INS_PER_IP} tries`, async () => {
    const sprayer = freshIp();
    const victim = await signUp();
    // All but the last try counted through the throttle itself (a real sign-in costs a password hash:
    // ~1.6 s each in workerd); the last one through the form proves a real try counts the same.
    for (let attempt = 1; attempt < MAX_SIGN_INS_PER_IP; attempt++) {
      await countSignInAttempt(db(), { email: `sprayed-${attempt}-${Date.now()}@example.com`, ip: sprayer });
    }
    expect((await signInFrom(sprayer, `sprayed-last-${Date.now()}@example.com`, "Summer2026!")).status).toBe(
      200,
    );
    expect(await signInFrom(sprayer, victim.email, victim.password)).toEqual({
      status: 429,
      signedIn: false,
    });
    expect((await signInFrom(freshIp(), victim.email, victim.password)).signedIn).toBe(true);
  });

  it(`stops many addresses guessing one e-mail after ${MAX_SIGN_INS_PER_EMAIL} tries in all`, async () => {
    const owner = await signUp();
    // As above: the throttle counts all but the last guess, the form the last one.
    for (let attempt = 1; attempt < MAX_SIGN_INS_PER_EMAIL; attempt++) {
      await countSignInAttempt(db(), { email: owner.email, ip: freshIp() });
    }
    expect((await signInFrom(freshIp(), owner.email, "the-last-guess")).status).toBe(200);
    expect(await signInFrom(freshIp(), owner.email, owner.password)).toEqual({
      status: 429,
      signedIn: false,
    });
  });

  it("gives an address none of its tries back for signing into an account of its own between guesses", async () => {
    const sprayer = freshIp();
    const own = await signUp();
    const victim = await signUp();
    // The throttle counts the address's first tries; the form its last three, the first of them a success.
    for (let attempt = 3; attempt <= MAX_SIGN_INS_PER_IP; attempt++) {
      await countSignInAttempt(db(), { email: `sprayed-${attempt}-${Date.now()}@example.com`, ip: sprayer });
    }
    expect(await signInFrom(sprayer, own.email, own.password)).toEqual({ status: 200, signedIn: true });
    expect((await signInFrom(sprayer, `sprayed-last-${Date.now()}@example.com`, "Summer2026!")).status).toBe(
      200,
    );
    expect(await signInFrom(sprayer, victim.email, victim.password)).toEqual({
      status: 429,
      signedIn: false,
    });
  });

  it("counts an IPv6 client by its /64: a new address of the same /64 is no new client", async () => {
    const owner = await signUp();
    const attacker = freshIpv6Network();
    for (let attempt = 1; attempt <= MAX_FAILED_SIGN_INS; attempt++) {
      expect((await signInFrom(`${attacker}::${attempt}`, owner.email, "wrong-password")).status).toBe(200);
    }
    expect(await signInFrom(`${attacker}:ffff:ffff:ffff:ffff`, owner.email, owner.password)).toEqual({
      status: 429,
      signedIn: false,
    });
    expect(await signInFrom(`${freshIpv6Network()}::1`, owner.email, owner.password)).toEqual({
      status: 200,
      signedIn: true,
    });
  });

  it("counts a burst of simultaneous guesses one by one: no more than the limit is ever checked", async () => {
    const owner = await signUp();
    const attacker = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 3 * MAX_FAILED_SIGN_INS }, () =>
        signInFrom(attacker, owner.email, "wrong-password"),
      ),
    );
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(MAX_FAILED_SIGN_INS);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(2 * MAX_FAILED_SIGN_INS);
  });
});

describe("sign-up limit per address", () => {
  it("does not count a local wrangler dev's loopback address, which every client on the machine shares", async () => {
    for (let attempt = 0; attempt <= MAX_SIGN_UPS_PER_IP; attempt++) {
      const { status } = await call("/api/users", {
        method: "POST",
        body: newUser("loopback"),
        headers: { "CF-Connecting-IP": "127.0.0.1" },
      });
      expect(status).toBe(201);
    }
  });

  it(`answers 429/1007 after ${MAX_SIGN_UPS_PER_IP} sign-ups from one address in an hour, and stores nothing`, async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < MAX_SIGN_UPS_PER_IP; attempt++) {
      const { status } = await call("/api/users", {
        method: "POST",
        body: newUser("sign-up-limit"),
        headers: { "CF-Connecting-IP": ip },
      });
      expect(status).toBe(201);
    }
    const refused = newUser("sign-up-limit");
    const { status, json, headers } = await call("/api/users", {
      method: "POST",
      body: refused,
      headers: { "CF-Connecting-IP": ip },
    });
    expect(status).toBe(429);
    expect(headers.get("Retry-After")).toBe("3600");
    expect(json).toEqual({ status: "ERROR", data: { code: 1007, message: TOO_MANY_SIGN_UPS } });
    const other = await call("/api/users", {
      method: "POST",
      body: refused,
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(other.status).toBe(201);
  });
});
