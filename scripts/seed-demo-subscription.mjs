// Gives the demo seller an active SCALE_UP subscription in the sandbox's Stripe through the product's
// own flow (issue 18 item 8): sign in, open Checkout for the plan, pay on the hosted page with the
// sandbox's good card, and let the signed webhook set the plan. Run again, it changes nothing.
import { demoUser } from "./seed-demo-user.mjs";

export const DEMO_PLAN = "SCALE_UP";
const GOOD_CARD = "4242 4242 4242 4242";
const WEBHOOK_WAIT_MS = 30_000;

async function json(url, init = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

const cookiePairs = (response) => response.headers.getSetCookie().map((line) => line.split(";")[0]);

/** Auth.js's credentials sign-in, as the sign-in form does it: the session cookie. */
export async function signIn(baseUrl, { email, password }) {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = cookiePairs(csrf);
  const signedIn = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      cookie: jar.join("; "),
      Origin: baseUrl,
      "X-Auth-Return-Redirect": "1",
    },
    body: new URLSearchParams({ email, password, csrfToken }),
  });
  const cookie = [...jar, ...cookiePairs(signedIn)].join("; ");
  if (!cookie.includes("session-token"))
    throw new Error(`The demo seller could not sign in (${signedIn.status})`);
  return cookie;
}

const tariffPlanOf = async (baseUrl, cookie) =>
  (await json(`${baseUrl}/api/users`, { headers: { cookie } })).data.tariffPlan;

/** Delivers the sandbox Stripe's pending webhooks now (a delivery an earlier run missed, say). */
const flushWebhooks = (sandboxUrl) =>
  json(`${sandboxUrl}/_sandbox/stripe/webhooks/retry`, { method: "POST" });

async function payCheckout(baseUrl, cookie) {
  const redirect = `${baseUrl}/settings#subscriptions`;
  const query = new URLSearchParams({ plan: DEMO_PLAN, redirect });
  const { data } = await json(`${baseUrl}/api/subscriptions/create-checkout-session?${query}`, {
    headers: { cookie },
  });
  const paid = await fetch(`${data.url}/pay`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card_number: GOOD_CARD }),
    redirect: "manual",
  });
  if (paid.status !== 303)
    throw new Error(`The sandbox's checkout refused the payment: ${await paid.text()}`);
}

/** Waits for the webhook's plan on the demo seller; answers it. */
async function planArrives(baseUrl, cookie, sandboxUrl) {
  const until = Date.now() + WEBHOOK_WAIT_MS;
  for (;;) {
    const plan = await tariffPlanOf(baseUrl, cookie);
    if (plan === DEMO_PLAN || Date.now() > until) return plan;
    await flushWebhooks(sandboxUrl);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function seedDemoSubscription(baseUrl, sandboxUrl) {
  const cookie = await signIn(baseUrl, demoUser);
  await flushWebhooks(sandboxUrl);
  let plan = await tariffPlanOf(baseUrl, cookie);
  if (plan === DEMO_PLAN) return "kept";
  if (plan) {
    // Someone switched the demo's plan (it is a demo): back to SCALE_UP through the product's switch.
    await json(`${baseUrl}/api/subscriptions/plan?plan=${DEMO_PLAN}`, {
      method: "PUT",
      headers: { cookie, Origin: baseUrl },
    });
  } else {
    await payCheckout(baseUrl, cookie);
  }
  plan = await planArrives(baseUrl, cookie, sandboxUrl);
  if (plan !== DEMO_PLAN)
    throw new Error(`The demo seller's plan is ${plan}, not ${DEMO_PLAN}, after the webhook wait`);
  return "subscribed";
}
