import { secureHeaders } from "hono/secure-headers";

/** API answers are data, never documents: nothing may frame, embed or sniff them. */
export const apiSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginResourcePolicy: "same-origin",
  });
