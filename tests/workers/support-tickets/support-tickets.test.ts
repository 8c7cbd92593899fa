import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
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

  it("needs a session", async () => {
    const { status } = await call("/api/support/ticket", { method: "POST", body: ticket });
    expect(status).toBe(401);
  });
});
