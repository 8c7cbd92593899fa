import type { AuthorizationCode } from "./lwa-store";

/** PKCE (RFC 7636): whether a token request's code_verifier matches the code's challenge. */
export async function verifierMatches(
  code: AuthorizationCode,
  verifier: string | undefined,
): Promise<boolean> {
  if (!code.codeChallenge) return true;
  if (!verifier) return false;
  if (code.codeChallengeMethod !== "S256") return verifier === code.codeChallenge;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  const encoded = btoa(String.fromCharCode(...digest))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replaceAll("=", "");
  return encoded === code.codeChallenge;
}
