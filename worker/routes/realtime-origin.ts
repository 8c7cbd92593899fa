/**
 * Browsers send a WebSocket handshake with the seller's cookie from any site, and neither CORS nor the
 * CSRF check (unsafe methods only) stops a GET upgrade: the Origin header is the one thing that tells a
 * page of ours from a cross-site one. Ours are AUTH_URL's origin and the request's own.
 */
export function isOwnOrigin(origin: string | undefined, requestUrl: string, authUrl: string | undefined) {
  if (!origin) return false;
  const own = new Set([new URL(requestUrl).origin]);
  if (authUrl) own.add(new URL(authUrl).origin);
  return own.has(origin);
}
