/** What the API benchmarks share: a signed-in user, timed requests, the D1 file and sample statistics. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { signUpAndInOverHttp } from "../../tests/support/demo-seller-over-http";

/** p50 and p95 of timed samples, in ms. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return { samples: sorted.length, p50: at(0.5), p95: at(0.95) };
}

/** Our endpoint against its baseline: both statistics and their ratios. */
export function compared(workerMs: number[], baselineMs: number[]) {
  const worker = stats(workerMs);
  const baseline = stats(baselineMs);
  return {
    worker,
    baseline,
    ratioP50: Number((worker.p50 / baseline.p50).toFixed(3)),
    ratioP95: Number((worker.p95 / baseline.p95).toFixed(3)),
  };
}

/** The local D1 database file under wrangler's persist folder. */
export function sqliteFile(root: string): string {
  const found = (readdirSync(root, { recursive: true }) as string[]).filter(
    (path) =>
      path.includes("D1DatabaseObject") && path.endsWith(".sqlite") && !path.endsWith("metadata.sqlite"),
  );
  if (found.length !== 1) throw new Error(`expected one D1 file, found ${found.join(", ")}`);
  return join(root, found[0] ?? "");
}

/** A new user signed in through Auth.js: their session cookie and id. */
export async function signUpAndIn(base: string) {
  const user = { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "bench-password" };
  const { userId, cookies } = await signUpAndInOverHttp(base, user);
  return { cookie: cookies.join("; "), userId };
}

/**
 * One timed GET answering the envelope's data; an error status throws. A keep-alive socket the
 * server closed while idle is retried once, untimed.
 */
export async function timedGet<T>(
  url: string,
  cookie: string,
  retry = true,
): Promise<{ data: T; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${JSON.stringify(body)}`);
    return { data: body.data, ms: performance.now() - started };
  } catch (error) {
    if (!retry) throw error;
    return timedGet(url, cookie, false);
  }
}
