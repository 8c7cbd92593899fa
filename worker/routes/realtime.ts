import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { validationError } from "../contracts/api-error";
import { userChannel } from "../realtime/user-channel-stub";

/**
 * GET /api/realtime: upgrades to a WebSocket on the signed-in seller's own channel; nothing in the
 * request can name another one. A plain request is refused with 400/1005 naming the Upgrade header.
 */
export const realtimeRoutes = new Hono<AppEnv>().get("/", async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket")
    throw validationError("Upgrade", "this address opens a WebSocket: send Upgrade: websocket.");
  // The channel needs no more of the request than the upgrade (no cookie goes to it).
  const channel = await userChannel(c.env, c.var.user.id).fetch("https://user-channel/connect", {
    headers: { Upgrade: "websocket" },
  });
  // A fresh response: the channel's headers are immutable and the API's middleware adds its own.
  return new Response(null, {
    status: channel.status,
    headers: channel.headers,
    webSocket: channel.webSocket,
  });
});
