/** What the code before key ids wrote: `v1.<iv>.<ciphertext>`, AES-GCM with no additional data. */
export async function legacyV1Token(plaintext: string, secret: string) {
  const raw = Uint8Array.from(atob(secret), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(plaintext)),
  );
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  return `v1.${b64(iv)}.${b64(sealed)}`;
}
