import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";

describe("GET /api/clock", () => {
  it("answers the marketplace's now (the sandbox's simulated clock) to a signed-in user", async () => {
    const user = await signedInUser();
    const { status, json } = await call("/api/clock", { cookie: user.cookie });
    expect(status).toBe(200);
    const sandbox = (await (await fetch(`${env.SANDBOX_URL}/_sandbox/clock`)).json()) as { now: string };
    expect(json).toEqual({ status: "SUCCESS", data: { now: new Date(sandbox.now).toISOString() } });
    expect(json.data.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("answers 401/1009 when signed out", async () => {
    const { status, json } = await call("/api/clock");
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
