/** Document 001 §9: the only schemes a markdown link in a chat message may have. */
export const ALLOWED_LINK_SCHEMES = ["http", "https", "irc", "ircs", "mailto", "xmpp"] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A link's address as the chat renders it: kept only when it names an allowed scheme; any other
 * (javascript:, data:, a relative path) becomes "" and the link is shown as plain text.
 */
export function allowedUrl(url: string): string {
  // Browsers ignore control characters and spaces around a scheme ("java\tscript:"), so the check does too.
  const cleaned = [...url].filter((char) => char.charCodeAt(0) > 0x20 && char !== "\x7f").join("");
  const scheme = SCHEME.exec(cleaned)?.[1]?.toLowerCase();
  return scheme && (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme) ? url.trim() : "";
}
