import type { APIResponse, Route } from "playwright-core";

/**
 * `route.fetch()`, asked once more when the connection it reused had already been closed by the
 * Worker's workerd ("socket hang up", ECONNRESET), as Chromium itself retries such a request: once
 * in a fresh-clone run it ended a shard as an unhandled rejection with every test passing.
 */
export async function fetchThrough(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    if (!String(error).includes("ECONNRESET")) throw error;
    return route.fetch();
  }
}
