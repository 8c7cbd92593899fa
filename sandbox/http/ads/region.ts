/**
 * Which Ads API region a request is for. Amazon serves each region on its own host; the sandbox
 * serves all of them on one port, so the region comes from, in order:
 * 1. the `Host` header when it is a real API host (e.g. a client that sets Host explicitly);
 * 2. the sandbox-only `X-Sandbox-Region: NA|EU|FE` header;
 * 3. a path prefix `/na`, `/eu` or `/fe` (e.g. base URL http://127.0.0.1:8788/eu).
 * Otherwise (plain http://127.0.0.1:8788) the request may reach every region's profiles.
 */
export type Region = "NA" | "EU" | "FE";

export const REGION_HOSTS: Record<string, Region> = {
  "advertising-api.amazon.com": "NA",
  "advertising-api-eu.amazon.com": "EU",
  "advertising-api-fe.amazon.com": "FE",
};

const isRegion = (text: string | undefined): text is Region =>
  text === "NA" || text === "EU" || text === "FE";

export function regionOf(request: Request): Region | undefined {
  const host = (request.headers.get("Host") ?? new URL(request.url).host).toLowerCase().replace(/:\d+$/, "");
  const byHost = REGION_HOSTS[host];
  if (byHost) return byHost;
  const byHeader = request.headers.get("X-Sandbox-Region")?.trim().toUpperCase();
  if (isRegion(byHeader)) return byHeader;
  const byPath = /^\/(na|eu|fe)\//.exec(new URL(request.url).pathname)?.[1]?.toUpperCase();
  return isRegion(byPath) ? byPath : undefined;
}
