/**
 * The session cookie as AUTH_URL serves the app. Over https it is `__Host-`: Secure, Path=/ and no
 * Domain, so neither a subdomain nor a plain-http page of the same host can set or overwrite it. Over
 * plain http (`npm start`, the tests: http://127.0.0.1) it keeps its plain name and is not Secure: a
 * `__Host-` cookie must be Secure, and not every client keeps a Secure cookie from an http address.
 */
export function sessionCookie(authUrl: string) {
  const secure = new URL(authUrl).protocol === "https:";
  return {
    name: `${secure ? "__Host-" : ""}authjs.session-token`,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure },
  };
}
