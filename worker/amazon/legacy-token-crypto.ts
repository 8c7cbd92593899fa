/**
 * The v1 token format, `v1.<iv b64>.<ciphertext b64>`: AES-GCM with no key id and no additional data, so
 * a v1 ciphertext decrypts in any row. Read only by the rewrite to v2
 * (services/amazon-accounts/legacy-token-rewrite.ts); delete both once no v1 value is left anywhere.
 */
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export const isLegacyToken = (stored: string) => stored.startsWith("v1.");

/** The plaintext under the first key of TOKEN_ENCRYPTION_KEY that opens it; undefined if none does. */
export async function decryptLegacyToken(stored: string, secrets: string): Promise<string | undefined> {
  const [version, iv, ciphertext, ...rest] = stored.split(".");
  if (version !== "v1" || !iv || !ciphertext || rest.length > 0) return undefined;
  for (const secret of secrets.split(",").filter(Boolean)) {
    try {
      const key = await crypto.subtle.importKey("raw", fromBase64(secret.trim()), "AES-GCM", false, [
        "decrypt",
      ]);
      const params = { name: "AES-GCM", iv: fromBase64(iv) };
      return new TextDecoder().decode(await crypto.subtle.decrypt(params, key, fromBase64(ciphertext)));
    } catch {
      // another key's, or not base64 at all: no key opens it
    }
  }
  return undefined;
}
