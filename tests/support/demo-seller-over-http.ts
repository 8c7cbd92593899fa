/** A seller signed up, signed in and connected to the sandbox's Demo Seller over HTTP, no browser. */

export type SellerLogin = { name: string; email: string; password: string };

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const pairsOf = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");

/**
 * A new user through the sign-up API and Auth.js's credentials sign-in: their id, and the cookies a browser
 * would hold afterwards (the session's among them) as `name=value` pairs.
 */
export async function signUpAndInOverHttp(base: string, user: SellerLogin) {
  const created = await json<{ data: { id: string } }>(`${base}/api/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(user),
  });
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = pairsOf(csrf);
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      cookie: jar.join("; "),
      Origin: base,
      "X-Auth-Return-Redirect": "1",
    },
    body: new URLSearchParams({ email: user.email, password: user.password, csrfToken }),
  });
  const pairs = [...jar, ...pairsOf(signIn)];
  if (!pairs.some((pair) => pair.includes("session-token="))) {
    throw new Error(`Signing ${user.email} in answered ${signIn.status} and no session cookie`);
  }
  return { userId: created.data.id, cookies: pairs };
}

/** Allow on the sandbox's consent page as the Demo Seller: the code and state it redirects back with. */
async function consent(authorizationUrl: string) {
  const url = new URL(authorizationUrl);
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: "POST",
    body: new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      decision: "allow",
      seller_email: "demo-seller@example.com",
    }),
    redirect: "manual",
  });
  const back = new URL(response.headers.get("Location") ?? "");
  return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
}

const watcher = (): SellerLogin => ({
  name: "Watcher",
  email: `watch-${Date.now()}@example.com`,
  password: "watch-password-1",
});

/** Signs a new user in and connects the Demo Seller; the first sync is then under way. Answers the cookie. */
export async function connectDemoSellerOverHttp(base: string, user = watcher()) {
  const cookie = (await signUpAndInOverHttp(base, user)).cookies.join("; ");
  const start = await json<{ data: { url: string } }>(
    `${base}/api/amazon/auth/sign-in?redirect=${encodeURIComponent(base)}`,
    { headers: { cookie } },
  );
  const { code, state } = await consent(start.data.url);
  await json(`${base}/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`, {
    method: "POST",
    headers: { cookie, Origin: base },
  });
  return cookie;
}

/** A signed-in GET of the API: the envelope's data. */
export async function apiGet<T>(base: string, path: string, cookie: string) {
  return (await json<{ data: T }>(`${base}${path}`, { headers: { cookie } })).data;
}
