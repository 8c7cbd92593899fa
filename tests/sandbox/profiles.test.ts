import { beforeAll, describe, expect, it } from "vitest";
import { adsFetch, profiles } from "./support/ads";
import { connect, type Tokens } from "./support/lwa";

let demo: Tokens;
beforeAll(async () => {
  demo = await connect();
});

const REGION_OF: Record<string, string> = { US: "NA", CA: "NA", UK: "EU", DE: "EU" };

describe("GET /v2/profiles", () => {
  it("lists the seller's profiles with numeric ids, currency, time zone and account info", async () => {
    const response = await adsFetch("/v2/profiles", { token: demo.access_token });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/"profileId":\d+/);
    const list = JSON.parse(text) as Record<string, unknown>[];
    expect(list.map((p) => p.countryCode).sort()).toEqual(["CA", "DE", "UK", "US"]);
    const uk = list.find((p) => p.countryCode === "UK");
    expect(uk).toMatchObject({ currencyCode: "GBP", timezone: "Europe/London" });
    expect(uk?.accountInfo).toMatchObject({ type: "seller", marketplaceStringId: "A1F83G8C2ARO7P" });
  });

  it("shows another seller only their own profiles", async () => {
    const other = await connect("alder-finch@example.com");
    const mine = new Set((await profiles(demo.access_token)).map((p) => p.profileId));
    const theirs = await profiles(other.access_token);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((p) => mine.has(p.profileId))).toBe(false);
  });

  it.each([
    ["advertising-api.amazon.com", "NA"],
    ["advertising-api-eu.amazon.com", "EU"],
    ["advertising-api-fe.amazon.com", "FE"],
  ])("on %s lists only %s profiles", async (host, region) => {
    const byHost = await adsFetch("/v2/profiles", { token: demo.access_token, headers: { Host: host } });
    const list = (await byHost.json()) as { countryCode: string }[];
    expect(list.every((p) => REGION_OF[p.countryCode] === region)).toBe(true);
    const byPrefix = await profiles(demo.access_token, `/${region.toLowerCase()}/v2/profiles`);
    expect(byPrefix.map((p) => p.countryCode)).toEqual(list.map((p) => p.countryCode));
  });

  it("GET /v2/profiles/{id} answers one of the seller's profiles, 404 otherwise", async () => {
    const [first] = await profiles(demo.access_token);
    const one = await adsFetch(`/v2/profiles/${first?.profileId}`, { token: demo.access_token });
    expect(((await one.json()) as { profileId: number }).profileId).toBe(first?.profileId);
    expect((await adsFetch("/v2/profiles/1", { token: demo.access_token })).status).toBe(404);
  });
});
