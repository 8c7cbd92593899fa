import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { sessionIdleEndsAt } from "../auth/session-validity";
import { ApiError, validationError } from "../contracts/api-error";
import {
  SESSION_CONFIRMED_AT_HEADER,
  SESSION_EXPIRES_AT_HEADER,
  SESSION_ID_HEADER,
} from "../contracts/realtime/channel-sessions";
import { userChannel } from "../realtime/user-channel-stub";
import { isOwnOrigin } from "./realtime-origin";

export const CROSS_SITE_UPGRADE_MESSAGE =
  "origin: The real-time channel opens only from Skupilot's own pages, not from another site";

/**
 * GET /api/realtime: upgrades to a WebSocket on the signed-in seller's own channel; nothing in the
 * request can name another one. A plain request is refused with 400/1005 naming the Upgrade header, an
 * upgrade from another site's page (its Origin not ours, or none) with 403/1005 naming the origin.
 */
export const realtimeRoutes = new Hono<AppEnv>().get("/", async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket")
    throw validationError("Upgrade", "this address opens a WebSocket: send Upgrade: websocket.");
  if (!isOwnOrigin(c.req.header("Origin"), c.req.url, c.env.AUTH_URL)) {
    return c.json(new ApiError(1005, CROSS_SITE_UPGRADE_MESSAGE, "origin").toEnvelope(), 403);
  }
  // The channel needs no more of the request than the upgrade and whose session it is (no cookie goes to it).
  const channel = await userChannel(c.env, c.var.user.id).fetch("https://user-channel/connect", {
    headers: {
      Upgrade: "websocket",
      [SESSION_ID_HEADER]: c.var.user.sessionId,
      [SESSION_CONFIRMED_AT_HEADER]: String(c.var.sessionToken.confirmedAt ?? 0),
      // The channel closes the socket then (4001); a tab whose session was renewed meanwhile reconnects.
      [SESSION_EXPIRES_AT_HEADER]: String(sessionIdleEndsAt(c.var.sessionToken) ?? 0),
    },
  });
  // A fresh response: the channel's headers are immutable and the API's middleware adds its own.
  return new Response(null, {
    status: channel.status,
    headers: channel.headers,
    webSocket: channel.webSocket,
  });
});
