import { afterEach, describe, expect, it } from "vitest";
import type { SentMail as Sent } from "../../sandbox/http/mail/mail-store";
import { sandboxFetch } from "./support/sandbox";

const KEY = "re_sandbox_local";

const send = (body: unknown, headers: Record<string, string> = { Authorization: `Bearer ${KEY}` }) =>
  sandboxFetch("/emails", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const outbox = async (to: string) =>
  (
    (await (await sandboxFetch(`/_sandbox/mail/messages?to=${encodeURIComponent(to)}`)).json()) as {
      messages: Sent[];
    }
  ).messages;

const recipient = () => `mail-${crypto.randomUUID()}@example.com`;
const mail = (to: string) => ({
  from: "Skupilot <no-reply@skupilot.com>",
  to: [to],
  subject: "Reset your Skupilot password",
  text: "Set a new password: http://127.0.0.1:8787/reset-password?token=abc&x=1",
  html: "<p>Hi</p>",
  reply_to: "support@skupilot.com",
});

describe("the sandbox's Resend-style mail API and its outbox", () => {
  afterEach(async () => {
    await sandboxFetch("/_sandbox/mail/fault", { method: "DELETE" });
  });

  it("accepts a mail with the key ({ id }) and keeps it in the outbox, JSON and HTML", async () => {
    const to = recipient();
    const answer = await send(mail(to));
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    expect(await outbox(to)).toEqual([
      expect.objectContaining({
        id,
        to: [to],
        subject: "Reset your Skupilot password",
        replyTo: ["support@skupilot.com"],
      }),
    ]);

    const list = await (await sandboxFetch("/_sandbox/mail/outbox")).text();
    expect(list).toContain("<h1>Outbox</h1>");
    expect(list).toContain(`href="/_sandbox/mail/outbox/${id}"`);
    const page = await (await sandboxFetch(`/_sandbox/mail/outbox/${id}`)).text();
    // The text body's link is clickable, its query escaped; the HTML body sits in a sandboxed frame.
    expect(page).toContain('<a href="http://127.0.0.1:8787/reset-password?token=abc&#38;x=1">');
    expect(page).toContain('<iframe title="HTML body"');
    expect((await sandboxFetch("/_sandbox/mail/outbox/no-such-mail")).status).toBe(404);
  });

  it("answers Resend's errors: 401 without a key, 403 for a wrong one, 422 naming what is missing", async () => {
    const to = recipient();
    const missing = await send(mail(to), {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ statusCode: 401, name: "missing_api_key" });
    const wrong = await send(mail(to), { Authorization: "Bearer re_wrong" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ name: "invalid_api_key" });
    for (const [field, message] of [
      ["to", "Missing `to` field."],
      ["subject", "Missing `subject` field."],
      ["from", "Missing `from` field."],
    ] as const) {
      const { [field]: _, ...rest } = mail(to);
      const refused = await send(rest);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ statusCode: 422, name: "validation_error", message });
    }
    const noBody = await send({ ...mail(to), text: undefined, html: undefined });
    expect(((await noBody.json()) as { message: string }).message).toBe("Missing `html` or `text` field.");
    expect(await outbox(to)).toEqual([]);
  });

  it("sends once per Idempotency-Key: the same body answers the first id, another body 409", async () => {
    const to = recipient();
    const headers = { Authorization: `Bearer ${KEY}`, "Idempotency-Key": `support-ticket/${to}` };
    const first = (await (await send(mail(to), headers)).json()) as { id: string };
    const again = (await (await send(mail(to), headers)).json()) as { id: string };
    expect(again.id).toBe(first.id);
    const other = await send({ ...mail(to), subject: "Another" }, headers);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ name: "invalid_idempotent_request" });
    expect(await outbox(to)).toHaveLength(1);
  });

  it("answers a fault's status while it is set (the provider down), then sends again", async () => {
    const to = recipient();
    expect(
      (await sandboxFetch("/_sandbox/mail/fault", { method: "POST", body: JSON.stringify({ status: 503 }) }))
        .status,
    ).toBe(200);
    const down = await send(mail(to));
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ statusCode: 503, name: "application_error" });
    expect(
      (await sandboxFetch("/_sandbox/mail/fault", { method: "POST", body: JSON.stringify({ status: 200 }) }))
        .status,
    ).toBe(400);
    await sandboxFetch("/_sandbox/mail/fault", { method: "DELETE" });
    expect((await send(mail(to))).status).toBe(200);
    expect(await outbox(to)).toHaveLength(1);
  });

  it("answers a fault for the next `times` sends only (a provider that blinks), then sends", async () => {
    const to = recipient();
    const setFault = (body: unknown) =>
      sandboxFetch("/_sandbox/mail/fault", { method: "POST", body: JSON.stringify(body) });
    expect((await setFault({ status: 503, times: 0 })).status).toBe(400);
    expect((await setFault({ status: 503, times: 1.5 })).status).toBe(400);
    expect((await setFault({ status: 503, times: 2 })).status).toBe(200);
    expect((await send(mail(to))).status).toBe(503);
    expect((await send(mail(to))).status).toBe(503);
    expect((await send(mail(to))).status).toBe(200);
    expect(await outbox(to)).toHaveLength(1);
  });
});
