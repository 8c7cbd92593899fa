import { Hono } from "hono";
import * as v from "valibot";
import type { SandboxEnv } from "../sandbox-context";
import { FAULTS_KEY, FaultsSchema, NO_FAULTS, readFaults } from "./fault-config";
import { DRAW_COUNTER_KEY } from "./fault-draws";

/** `/_sandbox/faults`: GET the knobs, POST new ones (unnamed knobs off), DELETE to switch all off. */
export const faultRoutes = new Hono<SandboxEnv>()
  .get("/", async (c) => c.json(await readFaults(c.var.deps.storage)))
  .post("/", async (c) => {
    const parsed = v.safeParse(FaultsSchema, await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "body"}: ${issue.message}`);
      return c.json({ error: "Invalid faults", issues }, 400);
    }
    await c.var.deps.storage.put({ [FAULTS_KEY]: parsed.output, [DRAW_COUNTER_KEY]: 0 });
    return c.json(parsed.output);
  })
  .delete("/", async (c) => {
    await c.var.deps.storage.delete([FAULTS_KEY, DRAW_COUNTER_KEY]);
    return c.json(NO_FAULTS);
  });
