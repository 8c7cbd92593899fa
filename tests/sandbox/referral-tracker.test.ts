import { describe, expect, it } from "vitest";
import { sandboxFetch } from "./support/sandbox";

const PATH = "/_sandbox/referral-tracker";

const tell = (uid: string, email: string) =>
  sandboxFetch(PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ uid, email }),
  });

const callsOf = async (email: string) =>
  (
    (await (await sandboxFetch(`${PATH}/calls?email=${encodeURIComponent(email)}`)).json()) as {
      calls: { uid: string }[];
    }
  ).calls;

describe("the sandbox's referral tracker", () => {
  it("erases everything it recorded about one seller, and nobody else's", async () => {
    expect((await tell("leaver-uid", "leaver@example.com")).status).toBe(201);
    expect((await tell("leaver-uid", "leaver@example.com")).status).toBe(201);
    expect((await tell("stayer-uid", "stayer@example.com")).status).toBe(201);

    const erased = await sandboxFetch(`${PATH}/leaver-uid`, { method: "DELETE" });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ erased: 2 });
    expect(await callsOf("leaver@example.com")).toEqual([]);
    expect(await callsOf("stayer@example.com")).toHaveLength(1);

    const again = await sandboxFetch(`${PATH}/leaver-uid`, { method: "DELETE" });
    expect(await again.json()).toEqual({ erased: 0 });
  });
});
