import { createMiddleware } from "hono/factory";
import { adsError } from "../ads/ads-error";
import type { SandboxEnv } from "../sandbox-context";
import { anyRequestFaults, readFaults } from "./fault-config";
import { draw } from "./fault-draws";

/** Request-level faults for Ads API routes: added latency, then 429 (with Retry-After) or 500 at their rates. */
export const faultGate = createMiddleware<SandboxEnv>(async (c, next) => {
  const faults = await readFaults(c.var.deps.storage);
  if (!anyRequestFaults(faults)) return next();
  if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
  const [limit = 1, failure = 1] = await draw(c.var.deps.storage, faults, 2);
  if (limit < faults.rateLimitRate) {
    return adsError(c, 429, "THROTTLED", "Request was throttled; retry after the Retry-After delay", {
      "Retry-After": String(faults.retryAfterSeconds),
    });
  }
  if (failure < faults.serverErrorRate) {
    return adsError(c, 500, "INTERNAL_ERROR", "Simulated internal error; retry later");
  }
  return next();
});
