/** Unguessable token strings (secrets need no determinism; market data does). */
export function randomToken(prefix: string, bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  const base64 = btoa(String.fromCharCode(...raw));
  return `${prefix}${base64.replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "")}`;
}
