import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

/**
 * workerd's HTTP client keeps connections for reuse; when a server answers a request whose body it never
 * read, the connection's next request fails ("Network connection lost.", or a 503 from wrangler dev's
 * proxy for a POST). The sandbox reads every body to its end, so refusals do not break the calls after them.
 *
 * The calls start on a connection this test opened: one an earlier file left idle in the pool may already
 * be closed by the server (CI lost the first refusal that way once), which is not what this test is about.
 */
describe("the sandbox's connections survive its refusals", () => {
  it("answers the next calls after refusing requests it never read the body of", async () => {
    const body = JSON.stringify({ padding: "x".repeat(2_000) });
    await freshConnection();
    const answers: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await fetch(`${env.SANDBOX_URL}/_sandbox/no-such-route`, { method: "POST", body });
      answers.push(refused.status);
      await refused.arrayBuffer();
      const next = await fetch(`${env.SANDBOX_URL}/_sandbox/referral-tracker`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "no-uid@example.com" }),
      });
      answers.push(next.status);
      await next.arrayBuffer();
    }
    expect(answers).toEqual([404, 400, 404, 400, 404, 400, 404, 400]);
  });
});

/** A call that succeeds, asked again while a pooled connection turns out to be closed. */
async function freshConnection(attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      const health = await fetch(`${env.SANDBOX_URL}/_sandbox/health`);
      await health.arrayBuffer();
      if (health.ok) return;
      if (attempt >= attempts) throw new Error(`the sandbox's health answered ${health.status}`);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
