import { exports } from "cloudflare:workers";

export const ORIGIN = "http://127.0.0.1:8787";

type JsonRequest = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> };

/** A request to the real Worker (exports.default) as the browser would send it. */
export async function call(path: string, { method = "GET", body, cookie, headers = {} }: JsonRequest = {}) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields and assert them
  const json: any = await response.json().catch(() => undefined);
  return { status: response.status, json, headers: response.headers };
}

/** The name=value pairs of every Set-Cookie, ready to send back as a Cookie header. */
export function cookiesOf(response: Response | { headers: Headers }, previous = "") {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => pair.split("=", 2) as [string, string]),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...value] = (pair ?? "").split("=");
    if (name) jar.set(name, value.join("="));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}
