/** The baseline: the same API reads a page made, fetched directly from this process. */
import type { Request } from "./first-data";

/** The page's /api GETs, each once (the real-time socket is no read). */
export function apiReads(requests: Request[]): string[] {
  const reads = requests
    .map((request) => request.url)
    .filter((url) => url.startsWith("/api/") && !url.startsWith("/api/realtime"));
  return [...new Set(reads)];
}

/** Each read fetched one after another with the seller's cookie, timed to the end of its body. */
export async function timedReads(base: string, cookie: string, urls: string[]) {
  const timed: { url: string; ms: number }[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie, Accept: "application/json" } });
    await response.text();
    timed.push({ url, ms: performance.now() - started });
  }
  return timed;
}
