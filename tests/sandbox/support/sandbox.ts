import { exports } from "cloudflare:workers";

export const SANDBOX = "http://127.0.0.1:8788";

/** A request to the sandbox Worker as a client on the network would send it. */
export function sandboxFetch(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${SANDBOX}${path}`, init));
}

export async function advanceClock(duration: string) {
  const response = await sandboxFetch("/_sandbox/clock/advance", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ duration }),
  });
  if (!response.ok) throw new Error(`advance failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { clock: { now: string } };
}
