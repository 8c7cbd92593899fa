import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";
import { parseSendRequest, resendError } from "./mail-request";
import { MailStore } from "./mail-store";

/**
 * A Resend-compatible mail API: `POST /emails` with `Authorization: Bearer <MAIL_API_KEY>` answers
 * `{ id }` and puts the mail in the outbox instead of a mailbox. `Idempotency-Key`: the same key and
 * body answer the first id and store nothing again; another body under a used key is 409.
 */
export const mailApiRoutes = new Hono<SandboxEnv>().post("/emails", async (c) => {
  const store = new MailStore(c.var.deps.storage);
  const body = await c.req.json().catch(() => null);
  const key = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
  if (!key) {
    return c.json(
      resendError(
        401,
        "missing_api_key",
        "Missing API key in the authorization header. Include the following header 'Authorization: Bearer YOUR_API_KEY' in the request.",
      ),
      401,
    );
  }
  if (key !== c.var.deps.mailApiKey)
    return c.json(resendError(403, "invalid_api_key", "API key is invalid"), 403);
  const fault = await store.takeFault();
  if (fault)
    return c.json(
      resendError(
        fault,
        "application_error",
        "The sandbox's mail API is down (a fault set with POST /_sandbox/mail/fault).",
      ),
      fault as 500,
    );
  const parsed = parseSendRequest(body);
  if ("problem" in parsed) return c.json(resendError(422, "validation_error", parsed.problem), 422);

  const idempotencyKey = c.req.header("Idempotency-Key");
  const fingerprint = JSON.stringify(parsed.mail);
  if (idempotencyKey) {
    const earlier = await store.idempotent(idempotencyKey);
    if (earlier && earlier.fingerprint !== fingerprint) {
      return c.json(
        resendError(
          409,
          "invalid_idempotent_request",
          "Same idempotency key used with a different request payload.",
        ),
        409,
      );
    }
    if (earlier) return c.json({ id: earlier.id });
  }
  const sent = await store.add(parsed.mail);
  if (idempotencyKey) await store.remember(idempotencyKey, fingerprint, sent.id);
  return c.json({ id: sent.id });
});
