import { Hono } from "hono";
import {
  addLargeSeller,
  advance,
  findSellerByEmail,
  LARGE_SELLER_LIMIT,
  MAX_ADVANCE_HOURS,
  parseDuration,
} from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";
import { StreamStore } from "../streams/stream-store";

const hoursFrom = (body: { hours?: unknown; duration?: unknown }) =>
  typeof body.hours === "number" ? body.hours : parseDuration(String(body.duration ?? ""));

/** Sandbox-only controls under /_sandbox: health and the clock. Never part of the imitated APIs. */
export const controlRoutes = new Hono<SandboxEnv>()
  .get("/health", (c) => c.json({ ok: true }))
  .get("/clock", async (c) => c.json((await c.var.deps.world.read()).clock))
  /** The demo world as the seed generated it, clock included: tests start each file on it. */
  .post("/reset", async (c) => {
    await new StreamStore(c.var.deps.storage).clear();
    return c.json({ clock: (await c.var.deps.world.restore()).clock });
  })
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
  })
  /** A large seller for benchmarks (model/world/large-seller.ts): its figures drawn, not simulated. */
  .post("/large-seller", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const count = (value: unknown, max: number) =>
      Number.isInteger(value) && Number(value) >= 0 && Number(value) <= max;
    const share = body.activeShare ?? 0.05;
    if (
      typeof body.email !== "string" ||
      !body.email.includes("@") ||
      !count(body.keywords, LARGE_SELLER_LIMIT) ||
      !count(body.targets, LARGE_SELLER_LIMIT) ||
      !count(body.days, 95) ||
      typeof share !== "number" ||
      share < 0 ||
      share > 1
    ) {
      return c.json(
        {
          error: `Send {"email", "keywords": 0..${LARGE_SELLER_LIMIT}, "targets": 0..${LARGE_SELLER_LIMIT}, "days": 0..95, "activeShare"?: 0..1}`,
        },
        400,
      );
    }
    const spec = {
      email: body.email,
      keywords: Number(body.keywords),
      targets: Number(body.targets),
      days: Number(body.days),
      activeShare: share,
    };
    if (findSellerByEmail(await c.var.deps.world.read(), spec.email))
      return c.json({ error: `A seller with ${spec.email} exists already` }, 409);
    return c.json(await c.var.deps.world.update((state) => addLargeSeller(state, spec)), 201);
  });
