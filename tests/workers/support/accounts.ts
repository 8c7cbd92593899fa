import { env, exports } from "cloudflare:workers";
import { call, cookiesOf, ORIGIN } from "./http";

let counter = 0;

/** A fresh user per call, so tests in one file never share state by accident. */
export function newUser(prefix = "seller") {
  counter += 1;
  return {
    name: `Test ${prefix} ${counter}`,
    email: `${prefix}-${counter}-${Date.now()}@example.com`,
    password: "correct-horse-9",
  };
}

export async function signUp(user = newUser()) {
  const response = await call("/api/users", { method: "POST", body: user });
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.json)}`);
  return { ...user, id: response.json.data.id as string };
}

/** A credentials-callback body built around Auth.js's CSRF token, in any encoding. */
export type CredentialsBody = (csrfToken: string) => { contentType: string; body: string };

/** POSTs to Auth.js's credentials callback; answers the raw response and the cookie jar. */
export async function postCredentials(encode: CredentialsBody, origin = ORIGIN) {
  const csrf = await exports.default.fetch(new Request(`${origin}/api/auth/csrf`));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  let cookie = cookiesOf(csrf);
  const { contentType, body } = encode(csrfToken);
  const response = await exports.default.fetch(
    new Request(`${origin}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { Origin: origin, Cookie: cookie, "Content-Type": contentType, "X-Auth-Return-Redirect": "1" },
      body,
    }),
  );
  cookie = cookiesOf(response, cookie);
  return { response, cookie };
}

/** Signs in as the web app does: a form-encoded POST to Auth.js's credentials callback. */
export function signIn(email: string, password: string, origin = ORIGIN) {
  return postCredentials(
    (csrfToken) => ({
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams({ email, password, csrfToken, callbackUrl: "/" }).toString(),
    }),
    origin,
  );
}

/** Signs out as the web app does: Auth.js's CSRF token, then a form POST to its signout endpoint. */
export async function signOut(cookie: string, origin = ORIGIN) {
  const csrf = await exports.default.fetch(
    new Request(`${origin}/api/auth/csrf`, { headers: { Cookie: cookie } }),
  );
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await exports.default.fetch(
    new Request(`${origin}/api/auth/signout`, {
      method: "POST",
      headers: {
        Origin: origin,
        Cookie: cookiesOf(csrf, cookie),
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Auth-Return-Redirect": "1",
      },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/" }).toString(),
    }),
  );
  await response.arrayBuffer();
  return response;
}

/** Signs up a new user and answers them with a session cookie. */
export async function signedInUser(prefix?: string) {
  const user = await signUp(newUser(prefix));
  const { cookie } = await signIn(user.email, user.password);
  if (!cookie.includes("authjs.session-token")) throw new Error("sign-in set no session cookie");
  return { ...user, cookie };
}

/** Marks the user's address confirmed, as opening the link of the sign-up mail does. */
export async function confirmAddress(userId: string) {
  await env.DB.prepare("update users set email_verified_at = ? where id = ?").bind(Date.now(), userId).run();
}
