/**
 * Password hashes: PBKDF2-SHA256 from WebCrypto over HMAC-SHA256(PASSWORD_PEPPER, password), stored as
 * `v2$pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the cost can rise later. workerd caps PBKDF2
 * at 100 000 iterations; the pepper is a Worker secret, never in D1, so a copied users table alone gives
 * nothing to test guesses against.
 *
 * `pbkdf2-sha256$…` (v1: no pepper) still verifies; a sign-in that verifies one rewrites it as v2
 * (`needsRehash`, password-upgrade.ts).
 */
const VERSION = "v2";
const SCHEME = "pbkdf2-sha256";
const ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(secret: BufferSource, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey("raw", secret, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

async function peppered(password: string, pepper: string) {
  if (!pepper) throw new Error("PASSWORD_PEPPER is not set (.dev.vars.example, docs/operations.md)");
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(pepper),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return crypto.subtle.sign("HMAC", key, encoder.encode(password));
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(await peppered(password, pepper), salt, ITERATIONS);
  return `${VERSION}$${SCHEME}$${ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const current = stored.startsWith(`${VERSION}$`);
  const [scheme, iterations, salt, expected] = (current ? stored.slice(VERSION.length + 1) : stored).split(
    "$",
  );
  if (scheme !== SCHEME || !iterations || !salt || !expected) return false;
  const secret = current ? await peppered(password, pepper) : new TextEncoder().encode(password);
  const actual = await derive(secret, fromBase64(salt), Number(iterations));
  return timingSafeEqual(actual, fromBase64(expected));
}

/** A hash written before the pepper (v1): the next sign-in that verifies it rewrites it. */
export const needsRehash = (stored: string) => !stored.startsWith(`${VERSION}$`);

function timingSafeEqual(a: Uint8Array, b: Uint8Array) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
