import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { adsFetch, profiles, sp } from "./support/ads";
import { setFaults } from "./support/faults";
import { connect } from "./support/lwa";
import { sandboxFetch } from "./support/sandbox";

let call: { token: string; scope: number };
beforeAll(async () => {
  const tokens = await connect();
  const us = (await profiles(tokens.access_token)).find((p) => p.countryCode === "US");
  call = { token: tokens.access_token, scope: us?.profileId ?? 0 };
});
afterEach(() => setFaults());

const profilesStatus = async () => (await adsFetch("/v2/profiles", { token: call.token })).status;
const statuses = async (n: number) => {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push(await profilesStatus());
  return seen;
};
const keywords = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    campaignId: "none",
    adGroupId: "none",
    keywordText: `kw ${i}`,
    matchType: "EXACT",
    bid: 1,
    state: "ENABLED",
  }));

describe("fault knobs", () => {
  it("are off by default and answer what is set", async () => {
    const off = await (await sandboxFetch("/_sandbox/faults")).json();
    expect(off).toMatchObject({
      rateLimitRate: 0,
      serverErrorRate: 0,
      latencyMs: 0,
      throttledItemRate: 0,
      failReports: false,
    });
    expect(await setFaults({ failReports: true })).toMatchObject({ failReports: true, rateLimitRate: 0 });
    const bad = await sandboxFetch("/_sandbox/faults", {
      method: "POST",
      body: JSON.stringify({ rateLimitRate: 2 }),
    });
    expect(bad.status).toBe(400);
  });

  it("rateLimitRate 1 answers every Ads call 429 THROTTLED with Retry-After", async () => {
    await setFaults({ rateLimitRate: 1, retryAfterSeconds: 7 });
    const response = await sp("campaigns/list", { ...call, body: {} });
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("7");
    expect(((await response.json()) as { code: string }).code).toBe("THROTTLED");
    expect(await statuses(5)).toEqual([429, 429, 429, 429, 429]);
  });

  it("serverErrorRate 1 answers 500; rate 0 never faults", async () => {
    await setFaults({ serverErrorRate: 1 });
    expect(await statuses(3)).toEqual([500, 500, 500]);
    await setFaults({ serverErrorRate: 0, rateLimitRate: 0 });
    expect(await statuses(5)).toEqual([200, 200, 200, 200, 200]);
  });

  it("leaves Login with Amazon and sandbox controls alone", async () => {
    await setFaults({ rateLimitRate: 1, serverErrorRate: 1 });
    expect((await sandboxFetch("/_sandbox/clock")).status).toBe(200);
    expect((await connect()).access_token).toMatch(/^Atza\|/);
  });

  it("draws repeat: the same knobs give the same sequence", async () => {
    await setFaults({ rateLimitRate: 0.5, seed: 42 });
    const first = await statuses(12);
    await setFaults({ rateLimitRate: 0.5, seed: 42 });
    expect(await statuses(12)).toEqual(first);
    expect(first).toContain(429);
    expect(first).toContain(200);
  });

  it("throttledItemRate 1 fails every batch item with throttledError inside a 207", async () => {
    await setFaults({ throttledItemRate: 1 });
    const response = await sp("keywords", { ...call, body: { keywords: keywords(3) } });
    expect(response.status).toBe(207);
    const { keywords: result } = (await response.json()) as {
      keywords: {
        success: unknown[];
        error: {
          index: number;
          errors: { errorType: string; errorValue: Record<string, { reason: string }> }[];
        }[];
      };
    };
    expect(result.success).toEqual([]);
    expect(result.error.map((e) => e.index)).toEqual([0, 1, 2]);
    expect(result.error[0]?.errors[0]?.errorType).toBe("throttledError");
    expect(result.error[0]?.errors[0]?.errorValue.throttledError?.reason).toBe("THROTTLED");
  });

  it("throttled items never reach the model; the rest keep their request indexes and error locations", async () => {
    await setFaults({ throttledItemRate: 0.5, seed: 7 });
    const campaigns = Array.from({ length: 10 }, (_, i) => ({
      name: `Throttle ${i}`,
      targetingType: "AUTO",
      state: "PAUSED",
      budget: { budgetType: "DAILY", budget: i % 2 === 0 ? 5 : 0 },
    }));
    const response = await sp("campaigns", { ...call, body: { campaigns } });
    type Failure = {
      index: number;
      errors: { errorType: string; errorValue: Record<string, { cause?: { location: string } }> }[];
    };
    const { campaigns: result } = (await response.json()) as {
      campaigns: { success: { index: number }[]; error: Failure[] };
    };
    const indexes = [...result.success, ...result.error].map((item) => item.index).sort((a, b) => a - b);
    expect(indexes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.success.every((item) => item.index % 2 === 0)).toBe(true);
    const modelErrors = result.error.filter((e) => e.errors[0]?.errorType !== "throttledError");
    expect(modelErrors.length).toBeGreaterThan(0);
    for (const failure of modelErrors) {
      const detail = Object.values(failure.errors[0]?.errorValue ?? {})[0];
      expect(detail?.cause?.location.startsWith(`$[${failure.index}]`)).toBe(true);
    }
  });
});
