import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  MAX_TICKETS_PER_IP,
  MAX_TICKETS_PER_SELLER,
  TOO_MANY_TICKETS,
} from "../../../worker/services/support/ticket-limit";
import { SUPPORT_TICKET_SENT_MESSAGE } from "../../../worker/services/support/tickets";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";

const ticket = {
  fullName: "Ann Seller",
  email: "ann@example.com",
  businessName: "Ann's Shop",
  reason: "Billing question",
  description: "How does the ad-spend cap count refunds?",
};

const file = (cookie: string, headers: Record<string, string> = {}) =>
  call("/api/support/ticket", { method: "POST", cookie, body: ticket, headers });

const ticketsOf = async (userId: string) =>
  (
    await env.DB.prepare("select count(*) as n from support_tickets where user_id = ?")
      .bind(userId)
      .first<{ n: number }>()
  )?.n;

describe("POST /api/support/ticket", () => {
  it("stores the request for the signed-in user and answers the notice to show in data.message", async () => {
    const user = await signedInUser();
    const { status, json } = await call("/api/support/ticket", {
      method: "POST",
      cookie: user.cookie,
      body: ticket,
    });
    expect(status).toBe(201);
    expect(json.data.message).toBe(SUPPORT_TICKET_SENT_MESSAGE);
    expect(json.data.message).toBe("Thanks! Your request was sent. We'll reply by e-mail.");
    const row = await env.DB.prepare("select user_id, reason from support_tickets where id = ?")
      .bind(json.data.id)
      .first();
    expect(row).toEqual({ user_id: user.id, reason: "Billing question" });
  });

  it.each([
    ["fullName", "A", "fullName: Min length - 2 characters"],
    ["email", "nope", "email: Enter a valid e-mail address"],
    ["businessName", "", "businessName: Required"],
    ["reason", "x".repeat(101), "reason: Max length - 100 characters"],
    ["description", "too short", "description: Min length - 10 characters"],
    ["description", "x".repeat(1501), "description: Max length - 1500 characters"],
  ])("refuses %s = %j with 400/1005", async (field, value, message) => {
    const user = await signedInUser();
    const { status, json } = await call("/api/support/ticket", {
      method: "POST",
      cookie: user.cookie,
      body: { ...ticket, [field]: value },
    });
    expect(status).toBe(400);
    expect(json.data).toEqual({ code: 1005, field, message });
    const count = await env.DB.prepare("select count(*) as n from support_tickets where user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it(`takes ${MAX_TICKETS_PER_SELLER} requests an hour from one seller, then answers 429/1007 and stores nothing`, async () => {
    const user = await signedInUser("ticket-limit");
    for (let sent = 0; sent < MAX_TICKETS_PER_SELLER; sent++)
      expect((await file(user.cookie)).status).toBe(201);
    const refused = await file(user.cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("3600");
    expect(refused.json).toEqual({ status: "ERROR", data: { code: 1007, message: TOO_MANY_TICKETS } });
    expect(TOO_MANY_TICKETS).toBe("Too many support requests. Please wait an hour and try again.");
    expect(await ticketsOf(user.id)).toBe(MAX_TICKETS_PER_SELLER);
    expect((await file((await signedInUser("ticket-limit-other")).cookie)).status).toBe(201);
  });

  it(`takes ${MAX_TICKETS_PER_IP} requests an hour from one address over every seller`, async () => {
    const from = { "CF-Connecting-IP": "203.0.113.41" };
    for (let seller = 0; seller < MAX_TICKETS_PER_IP / MAX_TICKETS_PER_SELLER; seller++) {
      const { cookie } = await signedInUser("ticket-ip");
      for (let sent = 0; sent < MAX_TICKETS_PER_SELLER; sent++)
        expect((await file(cookie, from)).status).toBe(201);
    }
    const next = await signedInUser("ticket-ip");
    expect((await file(next.cookie, from)).status).toBe(429);
    expect(await ticketsOf(next.id)).toBe(0);
    expect((await file(next.cookie, { "CF-Connecting-IP": "203.0.113.42" })).status).toBe(201);
  });

  it("needs a session", async () => {
    const { status } = await call("/api/support/ticket", { method: "POST", body: ticket });
    expect(status).toBe(401);
  });
});
