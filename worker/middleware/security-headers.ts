import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

const documentHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  xContentTypeOptions: "nosniff",
  crossOriginResourcePolicy: "same-origin",
});

/**
 * API answers are data, never documents: nothing may frame, embed or sniff them, and no browser or
 * shared cache may keep them (a seller's figures, or their session, on a shared machine or proxy).
 */
export const apiSecurityHeaders = () =>
  createMiddleware(async (c, next) => {
    await documentHeaders(c, async () => {
      await next();
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    });
  });
