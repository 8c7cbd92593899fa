/** Issue 20 L2: no request body over 100 KB is read, signed in or not, announced or streamed. */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from "../../../worker/middleware/body-size-limit";
import { signedInUser } from "../support/accounts";
import { call, ORIGIN } from "../support/http";

const tooLarge = { code: 1011, message: BODY_TOO_LARGE_MESSAGE, field: "body" };

const ticketCount = async () =>
  (await env.DB.prepare("select count(*) as n from support_tickets").first<{ n: number }>())?.n;

describe("the request body limit", () => {
  it("answers 413/1011 to a signed-in body over 100 KB and stores nothing", async () => {
    const seller = await signedInUser("large-body");
    const before = await ticketCount();
    const { status, json } = await call("/api/support/ticket", {
      method: "POST",
      cookie: seller.cookie,
      body: { fullName: "Ann", description: "x".repeat(MAX_BODY_BYTES) },
    });
    expect(status).toBe(413);
    expect(json).toEqual({ status: "ERROR", data: tooLarge });
    expect(await ticketCount()).toBe(before);
  });

  it("counts a streamed body with no Content-Length too, before sign-in reads it", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    // Enqueued whole before the request goes: the Worker stops reading past the limit.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= MAX_BODY_BYTES; sent += chunk.length) controller.enqueue(chunk);
        controller.close();
      },
    });
    // In process: through the Worker's fetch boundary an unread stream ends as a lost connection.
    const response = await app.fetch(
      new Request(`${ORIGIN}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body,
        duplex: "half",
      } as RequestInit),
      env,
      createExecutionContext(),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: "ERROR", data: tooLarge });
  });

  it("still takes a body just under the limit", async () => {
    const { status, json } = await call("/api/users", {
      method: "POST",
      body: { name: "Ann", email: "not-an-email", padding: "x".repeat(MAX_BODY_BYTES - 200) },
    });
    expect(status).toBe(400);
    expect(json.data.field).toBe("email");
  });
});
