/** base64url without padding (RFC 4648 §5), as PKCE and our OAuth `state` are written. */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** 32 random bytes as 43 URL-safe characters: an OAuth `state`, or a PKCE code verifier (RFC 7636 §4.1). */
export const randomUrlToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)) (RFC 7636 §4.2). */
export async function s256Challenge(verifier: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
