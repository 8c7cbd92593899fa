import { ORGANISATION_HEADER, ORGANISATION_STORAGE_KEY } from "@contracts/organisations/organisation-header";
import type { EarlyReadPath, EarlyReads } from "../api/early-reads";

/**
 * The page's first script, an entry of its own (web/early-script-plugin.ts): the shell's reads start here,
 * before the app's bundle has arrived; the app takes their answers (api/early-reads.ts). It imports only
 * types and two constants, so it costs one small file and no chunk of the app's.
 */
const paths: Record<EarlyReadPath, true> = {
  "/api/users": true,
  "/api/amazon/profiles": true,
  "/api/clock": true,
};
/** As api/api-client.ts sends it: the organisation chosen, if any (storage may be off). */
const headers: Record<string, string> = { Accept: "application/json" };
try {
  const organisation = localStorage.getItem(ORGANISATION_STORAGE_KEY);
  if (organisation) headers[ORGANISATION_HEADER] = organisation;
} catch {}
const startedAt = performance.now();
const reads: EarlyReads = {};
for (const path of Object.keys(paths) as EarlyReadPath[]) {
  // As the app's own client asks: same origin, the session cookie, JSON. The body is read at once and
  // kept: a read no query takes (the clock on the dashboard) would otherwise stay open, never finished.
  const response = fetch(path, { credentials: "same-origin", headers }).then(async (answer) => {
    const body = await answer.arrayBuffer();
    const { status, statusText, headers } = answer;
    return new Response(body.byteLength > 0 ? body : null, { status, statusText, headers });
  });
  // A read no query takes (a signed-out visitor's profiles) must not report an unhandled rejection.
  response.catch(() => undefined);
  reads[path] = { response, startedAt };
}
window.skupilotEarlyReads = reads;
