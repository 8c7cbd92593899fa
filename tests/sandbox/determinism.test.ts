import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CLIENT_ID, CLIENT_SECRET, consentQuery, REDIRECT_URI } from "./support/lwa";
import { CREATE_REPORT, reportBody } from "./support/reports";
import { SANDBOX } from "./support/sandbox";

/**
 * Two separate sandboxes (two Marketplace objects, each with its own storage, one seed) given one
 * sequence of calls must give byte-identical reports.
 */
function sandbox(name: string) {
  const stub = env.MARKETPLACE.get(env.MARKETPLACE.idFromName(name));
  return (path: string, init: RequestInit = {}) => stub.fetch(new Request(`${SANDBOX}${path}`, init));
}

async function reportSequence(call: ReturnType<typeof sandbox>) {
  await call("/_sandbox/clock/advance", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ hours: 30 }),
  });
  const consent = await call("/ap/oa", {
    method: "POST",
    body: consentQuery({ seller_email: "demo-seller@example.com", decision: "allow" }),
    redirect: "manual",
  });
  const code = new URL(consent.headers.get("Location") ?? "").searchParams.get("code") ?? "";
  const tokens = await call("/auth/o2/token", {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    }),
  });
  const { access_token } = (await tokens.json()) as { access_token: string };
  const ads = { Authorization: `Bearer ${access_token}`, "Amazon-Advertising-API-ClientId": CLIENT_ID };
  const [profile] = (await (await call("/v2/profiles", { headers: ads })).json()) as { profileId: number }[];
  const scoped = { ...ads, "Amazon-Advertising-API-Scope": String(profile?.profileId) };

  const today = ((await (await call("/_sandbox/clock")).json()) as { now: string }).now.slice(0, 10);
  const start = new Date(Date.parse(today) - 10 * 86_400_000).toISOString().slice(0, 10);
  const body = reportBody(
    {
      reportTypeId: "spSearchTerm",
      groupBy: ["searchTerm"],
      columns: ["date", "campaignId", "keywordId", "searchTerm", "impressions", "clicks", "cost", "sales7d"],
      timeUnit: "DAILY",
    },
    start,
    today,
  );
  const created = await call("/reporting/reports", {
    method: "POST",
    headers: { ...scoped, "Content-Type": CREATE_REPORT },
    body: JSON.stringify(body),
  });
  const { reportId } = (await created.json()) as { reportId: string };
  let url = "";
  for (let poll = 0; poll < 2 && !url; poll++) {
    const report = await call(`/reporting/reports/${reportId}`, { headers: scoped });
    url = ((await report.json()) as { url: string | null }).url ?? "";
  }
  const download = await call(new URL(url).pathname + new URL(url).search);
  const bytes = new Uint8Array(await download.arrayBuffer());
  const text = await new Response(
    new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")),
  ).text();
  return { reportId, url, text, gzip: [...bytes].join(",") };
}

describe("determinism", () => {
  it("one seed and one call sequence give identical report bytes in two sandboxes", async () => {
    const first = await reportSequence(sandbox("determinism-a"));
    const second = await reportSequence(sandbox("determinism-b"));
    expect((JSON.parse(first.text) as unknown[]).length).toBeGreaterThan(10);
    expect(second.reportId).toBe(first.reportId);
    expect(second.url).toBe(first.url);
    expect(second.text).toBe(first.text);
    expect(second.gzip).toBe(first.gzip);
  });
});
