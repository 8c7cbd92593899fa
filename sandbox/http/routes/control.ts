import { Hono } from "hono";
import { advance, MAX_ADVANCE_HOURS, parseDuration } from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";

const hoursFrom = (body: { hours?: unknown; duration?: unknown }) =>
  typeof body.hours === "number" ? body.hours : parseDuration(String(body.duration ?? ""));

/** Sandbox-only controls under /_sandbox: health and the clock. Never part of the imitated APIs. */
export const controlRoutes = new Hono<SandboxEnv>()
  .get("/health", (c) => c.json({ ok: true }))
  .get("/clock", async (c) => c.json((await c.var.deps.world.read()).clock))
  .post("/clock/advance", async (c) => {
    const hours = hoursFrom(await c.req.json().catch(() => ({})));
    if (hours === undefined || !Number.isInteger(hours) || hours <= 0 || hours > MAX_ADVANCE_HOURS) {
      return c.json(
        { error: `Send {"hours": 1..${MAX_ADVANCE_HOURS}} or {"duration": "7d" | "12h" | "2w"}` },
        400,
      );
    }
    const events = await c.var.deps.world.update((state) => {
      const advanced = advance(state, hours);
      return { state: advanced.state, result: advanced.events };
    });
    return c.json({ clock: (await c.var.deps.world.read()).clock, events });
  });
