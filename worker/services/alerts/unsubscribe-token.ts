import { ALERT_KINDS, type AlertKind } from "../../contracts/alerts/alert-rules";

/**
 * The token of an alert e-mail's unsubscribe link: the profile and the alert's kind, signed with
 * HMAC-SHA256 under AUTH_SECRET, so the link turns that e-mail off without signing in and cannot be
 * made for another profile or kind. It does not expire: an old e-mail's link still works.
 */
const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64url = (text: string) => {
  try {
    return Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) =>
      char.charCodeAt(0),
    );
  } catch {
    return new Uint8Array();
  }
};

const key = (secret: string) =>
  crypto.subtle.importKey(
    "raw",
    encoder.encode(`alerts-unsubscribe:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );

const signatureOf = async (secret: string, payload: string) =>
  base64url(await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(payload)));

export async function unsubscribeToken(secret: string, profileId: number, kind: AlertKind) {
  const payload = `${profileId}.${kind}`;
  return `${payload}.${await signatureOf(secret, payload)}`;
}

/** The profile and kind the token names, or null when it is not one we signed. */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
): Promise<{ profileId: number; kind: AlertKind } | null> {
  const [id, kind, signature, ...rest] = token.split(".");
  if (!id || !kind || !signature || rest.length > 0 || !/^\d{1,12}$/.test(id)) return null;
  if (!(ALERT_KINDS as readonly string[]).includes(kind)) return null;
  // HMAC verify compares in constant time.
  const valid = await crypto.subtle.verify(
    "HMAC",
    await key(secret),
    fromBase64url(signature),
    encoder.encode(`${id}.${kind}`),
  );
  if (!valid) return null;
  return { profileId: Number(id), kind: kind as AlertKind };
}
