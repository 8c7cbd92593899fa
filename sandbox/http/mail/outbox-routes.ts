import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";
import { MailStore } from "./mail-store";
import { mailPage, outboxPage } from "./outbox-page";

/**
 * Sandbox-only: the mails the API accepted. `GET /outbox` (HTML list) and `GET /outbox/{id}` (one mail,
 * its links clickable) for a person or a browser test; `GET /messages[?to=]` `{ messages }` oldest first
 * and `DELETE /messages` for tests; `POST /fault {status, times?}` makes `POST /emails` answer that status (the
 * provider down) until `DELETE /fault`, or for the next `times` sends only.
 */
export const mailOutboxRoutes = new Hono<SandboxEnv>()
  .get("/outbox", async (c) => c.html(outboxPage(await new MailStore(c.var.deps.storage).list())))
  .get("/outbox/:id", async (c) => {
    const mail = await new MailStore(c.var.deps.storage).get(c.req.param("id"));
    return mail
      ? c.html(mailPage(mail))
      : c.html(outboxPage([]).replace("No e-mails sent yet.", "No such e-mail."), 404);
  })
  .get("/messages", async (c) => {
    const messages = await new MailStore(c.var.deps.storage).list({ to: c.req.query("to") });
    return c.json({ messages });
  })
  .delete("/messages", async (c) => {
    await new MailStore(c.var.deps.storage).clear();
    return c.body(null, 204);
  })
  .post("/fault", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { status?: unknown; times?: unknown } | null;
    const status = body?.status;
    const times = body?.times;
    if (
      typeof status !== "number" ||
      !Number.isInteger(status) ||
      status < 400 ||
      status > 599 ||
      (times !== undefined && (typeof times !== "number" || !Number.isInteger(times) || times < 1))
    ) {
      return c.json({ error: 'Send {"status": <400–599>, "times"?: <1 or more>}.' }, 400);
    }
    const fault = times === undefined ? { status } : { status, times };
    await new MailStore(c.var.deps.storage).setFault(fault);
    return c.json(fault);
  })
  .delete("/fault", async (c) => {
    await new MailStore(c.var.deps.storage).setFault(null);
    return c.body(null, 204);
  });
