/**
 * Refresh and access tokens at rest: AES-GCM with 256-bit keys, bound to where they are stored.
 *
 * Stored as `v2.<key id>.<iv b64>.<ciphertext b64>`: the key id is the first 8 hex digits of the
 * key's SHA-256, and the additional data is the token's place (`context`: its account row and field),
 * so a ciphertext copied into another row or field does not decrypt.
 *
 * TOKEN_ENCRYPTION_KEY holds one or more base64 keys separated by commas: the first encrypts, every one
 * decrypts (by key id). To rotate, put the new key first and keep the old one after it; each token is
 * re-encrypted with the new key the next time it is written (every access-token refresh writes both
 * tokens, so within about an hour for a syncing account), then the old key can be dropped.
 * `v1.<iv>.<ciphertext>` (no key id, no additional data) is refused: the hourly job rewrites any still
 * stored as v2 (services/amazon-accounts/legacy-token-rewrite.ts), the one reader of v1 left.
 */
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

type Key = { id: string; key: CryptoKey };
const keyrings = new Map<string, Promise<Key[]>>();

async function importKey(secret: string): Promise<Key> {
  const raw = fromBase64(secret.trim());
  if (raw.length !== 32) throw new Error("TOKEN_ENCRYPTION_KEY must hold 32-byte keys, base64-encoded");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", raw));
  const id = [...digest.slice(0, 4)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { id, key: await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]) };
}

/** The keys of TOKEN_ENCRYPTION_KEY, the encrypting one first. */
function keyring(secrets: string) {
  let ring = keyrings.get(secrets);
  if (!ring) {
    ring = Promise.all(secrets.split(",").filter(Boolean).map(importKey));
    keyrings.set(secrets, ring);
  }
  return ring;
}

const additionalData = (context: string) => new TextEncoder().encode(context);

export async function encryptToken(plaintext: string, secrets: string, context: string): Promise<string> {
  const [current] = await keyring(secrets);
  if (!current) throw new Error("TOKEN_ENCRYPTION_KEY is empty");
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(context) },
    current.key,
    new TextEncoder().encode(plaintext),
  );
  return `v2.${current.id}.${toBase64(iv)}.${toBase64(new Uint8Array(ciphertext))}`;
}

export async function decryptToken(stored: string, secrets: string, context: string): Promise<string> {
  const ring = await keyring(secrets);
  const parts = stored.split(".");
  if (parts[0] === "v2" && parts.length === 4) {
    const [, keyId, iv, ciphertext] = parts as [string, string, string, string];
    const key = ring.find((candidate) => candidate.id === keyId);
    if (!key)
      throw new Error(`Token encrypted with key ${keyId}, which TOKEN_ENCRYPTION_KEY no longer holds`);
    const params = { name: "AES-GCM", iv: fromBase64(iv), additionalData: additionalData(context) };
    return new TextDecoder().decode(await crypto.subtle.decrypt(params, key.key, fromBase64(ciphertext)));
  }
  throw new Error(
    parts[0] === "v1" ? "v1 token ciphertexts are no longer read" : "Unrecognised token ciphertext",
  );
}

/** Where an account's token lives: its additional data, so it decrypts only there. */
export const tokenContext = (
  account: { userId: string; amazonUserId: string },
  field: "refresh" | "access",
) => `amazon_accounts:${account.userId}:${account.amazonUserId}:${field}`;
