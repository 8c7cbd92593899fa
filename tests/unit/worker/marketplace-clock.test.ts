import { afterEach, describe, expect, it, vi } from "vitest";
import { CLOCK_READ_POLICY, marketplaceNow } from "../../../worker/amazon/marketplace-clock";

const CLOCK_URL = "http://127.0.0.1:9/_sandbox/clock";

/** A clock whose first `drops` connections are lost, as workerd's are when the server closed them idle. */
function clockDropping(drops: number) {
  const fetch = vi.fn(async () => {
    if (fetch.mock.calls.length <= drops) throw new TypeError("Network connection lost.");
    return Response.json({ now: "2026-03-10T14:00:00.000Z" });
  });
  vi.stubGlobal("fetch", fetch);
  const waits: number[] = [];
  const policy = { ...CLOCK_READ_POLICY, random: () => 1, sleep: async (ms: number) => void waits.push(ms) };
  return { fetch, waits, policy };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the marketplace clock", () => {
  it("is the real time without a clock URL (production)", async () => {
    const before = Date.now();
    expect((await marketplaceNow({})).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("survives three lost connections in a row (CI lost a read that way), waiting longer each time", async () => {
    const clock = clockDropping(3);
    const now = await marketplaceNow({ MARKETPLACE_CLOCK_URL: CLOCK_URL }, clock.policy);
    expect(now.toISOString()).toBe("2026-03-10T14:00:00.000Z");
    expect(clock.fetch).toHaveBeenCalledTimes(4);
    expect(clock.waits).toEqual([50, 100, 200]);
  });

  it("gives up with the cause once every try is lost", async () => {
    const clock = clockDropping(Number.POSITIVE_INFINITY);
    await expect(marketplaceNow({ MARKETPLACE_CLOCK_URL: CLOCK_URL }, clock.policy)).rejects.toThrow(
      "Network connection lost",
    );
    expect(clock.fetch).toHaveBeenCalledTimes(CLOCK_READ_POLICY.attempts);
  });
});
