/** Connecting a signed-in bench user to a sandbox seller through the product's own consent flow. */
import type { ProfileSyncStatus } from "../../worker/contracts/sync-status";

// biome-ignore lint/suspicious/noExplicitAny: the benchmarks read a few fields of several answers
export async function json(url: string, init: RequestInit = {}): Promise<any> {
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000), ...init });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Allows the sandbox's consent page as `sellerEmail`: the code and state it sends back. */
export async function consent(
  authorizationUrl: string,
  scope?: string,
  sellerEmail = "demo-seller@example.com",
) {
  const url = new URL(authorizationUrl);
  if (scope) url.searchParams.set("scope", scope);
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: "POST",
    body: new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      decision: "allow",
      seller_email: sellerEmail,
    }),
    redirect: "manual",
  });
  const back = new URL(response.headers.get("Location") ?? "");
  return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "", back };
}

/**
 * Waits until every profile of the user's accounts synced (a FAILED one throws), at most `deadlineMs`,
 * reading the status every `intervalMs`: the profiles' statuses then.
 */
export async function untilSynced(base: string, cookie: string, deadlineMs = 30 * 60_000, intervalMs = 200) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    // A read the busy local Worker never answers (seen once at the large seller's end) is asked again.
    const status = await json(`${base}/api/sync/status`, {
      headers: { cookie },
      signal: AbortSignal.timeout(30_000),
    }).catch((error: unknown) => {
      console.error(`sync status not read (${String(error)}); asking again`);
      return { data: [] };
    });
    const rows = status.data as ProfileSyncStatus[];
    const states = rows.map((row) => row.state);
    if (states.length > 0 && states.every((state) => state === "SUCCEEDED")) return rows;
    if (states.includes("FAILED")) throw new Error(`sync failed: ${JSON.stringify(status.data)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`the sync did not finish within ${deadlineMs / 60_000} minutes`);
}

/**
 * Until the local Worker's queue has done the work it was given (GET /__dev/jobs answers idle: syncs,
 * their automation runs), at most `deadlineMs`; answers that last reading.
 */
export async function untilQueueIdle<Jobs = { idle: true }>(base: string, deadlineMs = 30 * 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const jobs = await json(`${base}/__dev/jobs`);
    if (jobs.idle) return jobs as Jobs;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the queue did not go idle");
}

/** Connects the user (cookie) to the sandbox seller as the Settings page does; the first sync is queued. */
export async function connectSeller(base: string, cookie: string, sellerEmail?: string) {
  const start = await json(`${base}/api/amazon/auth/sign-in?redirect=${base}`, { headers: { cookie } });
  const { code, state } = await consent(start.data.url, undefined, sellerEmail);
  await json(`${base}/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`, {
    method: "POST",
    headers: { cookie, Origin: base },
  });
}
