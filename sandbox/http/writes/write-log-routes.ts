import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";
import { clearWriteLog, readWriteLog, startWriteLog } from "./write-log";

/** `/_sandbox/writes`: POST starts an empty log of SP writes, GET reads it, DELETE stops and empties it. */
export const writeLogRoutes = new Hono<SandboxEnv>()
  .get("/", async (c) => c.json({ writes: await readWriteLog(c.var.deps.storage) }))
  .post("/", async (c) => {
    await startWriteLog(c.var.deps.storage);
    return c.json({ writes: [] });
  })
  .delete("/", async (c) => {
    await clearWriteLog(c.var.deps.storage);
    return c.json({ writes: [] });
  });
