import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sp } from "./support/ads";
import { setFaults } from "./support/faults";
import { connect } from "./support/lwa";
import { sandboxFetch } from "./support/sandbox";

type Entry = { seq: number; profileId: number; kind: string; op: string; entityId: string };
let call: { token: string; scope: number };
const writes = async () =>
  ((await (await sandboxFetch("/_sandbox/writes")).json()) as { writes: Entry[] }).writes;
const campaign = (name: string, budget: number) => ({
  name,
  targetingType: "AUTO",
  state: "PAUSED",
  budget: { budgetType: "DAILY", budget },
});

beforeAll(async () => {
  const tokens = await connect();
  const us = (await profiles(tokens.access_token)).find((p) => p.countryCode === "US");
  call = { token: tokens.access_token, scope: us?.profileId ?? 0 };
});
afterAll(async () => {
  await sandboxFetch("/_sandbox/writes", { method: "DELETE" });
  await setFaults();
});

describe("the write log (/_sandbox/writes)", () => {
  it("keeps nothing until started, then every write the world took: not refused or throttled items", async () => {
    await sp("campaigns", { ...call, body: { campaigns: [campaign("Unlogged", 5)] } });
    expect(await writes()).toEqual([]);

    await sandboxFetch("/_sandbox/writes", { method: "POST" });
    await setFaults({ throttledItemRate: 0.5, seed: 7 });
    const created = await sp("campaigns", {
      ...call,
      body: { campaigns: Array.from({ length: 6 }, (_, i) => campaign(`Logged ${i}`, i === 0 ? 0 : 5)) },
    });
    const result = ((await created.json()) as { campaigns: { success: { campaignId: string }[] } }).campaigns;
    await setFaults();
    const logged = await writes();
    expect(logged.map((entry) => entry.entityId)).toEqual(result.success.map((item) => item.campaignId));
    expect(logged.every((entry) => entry.op === "create" && entry.kind === "campaigns")).toBe(true);
    expect(logged.map((entry) => entry.seq)).toEqual(logged.map((_, i) => i + 1));

    const [first] = result.success;
    await sp("campaigns", {
      ...call,
      method: "PUT",
      body: { campaigns: [{ campaignId: first?.campaignId, state: "ENABLED" }] },
    });
    expect((await writes()).at(-1)).toMatchObject({
      op: "update",
      entityId: first?.campaignId,
      profileId: call.scope,
    });

    await sandboxFetch("/_sandbox/writes", { method: "DELETE" });
    await sp("campaigns", { ...call, body: { campaigns: [campaign("Unlogged again", 5)] } });
    expect(await writes()).toEqual([]);
  });
});
