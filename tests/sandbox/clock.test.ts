import { describe, expect, it } from "vitest";
import { advanceClock, sandboxFetch } from "./support/sandbox";

describe("the sandbox clock", () => {
  it("moves only when told, by whole hours", async () => {
    const before = (await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string };
    const again = (await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string };
    expect(again.now).toBe(before.now);

    const { clock } = await advanceClock("30h");
    expect(Date.parse(clock.now) - Date.parse(before.now)).toBe(30 * 3600 * 1000);
  });

  it("refuses a bad duration", async () => {
    const response = await sandboxFetch("/_sandbox/clock/advance", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ duration: "soon" }),
    });
    expect(response.status).toBe(400);
  });
});
