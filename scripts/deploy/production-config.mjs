// wrangler.toml as wrangler itself reads it, for one environment (undefined: the local top level).
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export async function readWranglerConfig(env) {
  process.env.WRANGLER_SEND_METRICS = "false";
  const { unstable_readConfig } = await import("wrangler");
  return unstable_readConfig({ config: `${ROOT}/wrangler.toml`, env }, { hideWarnings: true });
}
