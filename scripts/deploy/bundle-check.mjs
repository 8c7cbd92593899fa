// What `npm run deploy:check` (scripts/deploy/dry-run.mjs) asks of the production bundle: that it fits
// Cloudflare's size limit, and that it holds none of the local Worker's dev hooks (worker/dev/: the
// /__dev routes, their DEV_ROUTES gate), which only the dev entry (wrangler.toml's top-level `main`) has.
import { gzipSync } from "node:zlib";
import { WORKER_GZIP_LIMIT_BYTES } from "./production-settings.mjs";

/** Strings that only worker/dev/ has: its routes' paths and the variable that switches them on. */
export const DEV_MARKERS = ["__dev", "DEV_ROUTES"];

/** Each dev marker in `text`, with the text around its first occurrence on one line (for the error message). */
export function devHooksIn(text) {
  return DEV_MARKERS.flatMap((marker) => {
    const at = text.indexOf(marker);
    if (at < 0) return [];
    const excerpt = text.slice(Math.max(0, at - 60), at + marker.length + 60).replace(/\s+/g, " ");
    return [{ marker, excerpt }];
  });
}

/** The bundle's sizes, whether it fits, and the dev hooks it holds (none in a production bundle). */
export function checkBundle(bundle) {
  const gzipBytes = gzipSync(bundle, { level: 9 }).length;
  return {
    bundleBytes: bundle.length,
    gzipBytes,
    limitBytes: WORKER_GZIP_LIMIT_BYTES,
    fits: gzipBytes <= WORKER_GZIP_LIMIT_BYTES,
    devHooks: devHooksIn(bundle.toString("utf8")),
  };
}
