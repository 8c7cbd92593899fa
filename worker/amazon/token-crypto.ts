/**
 * Refresh and access tokens at rest: AES-GCM with a 256-bit key from TOKEN_ENCRYPTION_KEY (base64).
 * Stored as `v1.<iv b64>.<ciphertext b64>`.
 */
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const keys = new Map<string, Promise<CryptoKey>>();

function importKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    const raw = fromBase64(secret);
    if (raw.length !== 32) throw new Error("TOKEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded");
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keys.set(secret, key);
  }
  return key;
}

export async function encryptToken(plaintext: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await importKey(secret),
    new TextEncoder().encode(plaintext),
  );
  return `v1.${toBase64(iv)}.${toBase64(new Uint8Array(ciphertext))}`;
}

export async function decryptToken(stored: string, secret: string): Promise<string> {
  const [version, iv, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !ciphertext) throw new Error("Unrecognised token ciphertext");
  const plaintext = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64(iv) },
    await importKey(secret),
    fromBase64(ciphertext),
  );
  return new TextDecoder().decode(plaintext);
}
