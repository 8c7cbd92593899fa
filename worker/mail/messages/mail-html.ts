/** Text a seller typed, made safe to put in an HTML mail. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The plain frame every mail shares: paragraphs (already HTML) and, optionally, one button. */
export function mailHtml(title: string, paragraphs: string[], button?: { label: string; url: string }) {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`).join("");
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#2563eb;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${action}<p style="color:#6b7280;font-size:12px;margin-top:32px">Skupilot · Amazon Sponsored Products automation</p></body></html>`;
}
