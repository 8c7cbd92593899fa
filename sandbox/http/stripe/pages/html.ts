/** Minimal, dependency-free HTML for the hosted Checkout and billing-portal pages. */
export const escapeHtml = (value: unknown) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const date = (unix: number) =>
  new Date(unix * 1000).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

const STYLE = `
body{font-family:system-ui,-apple-system,sans-serif;background:#f6f8fa;color:#1a1f36;margin:0}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}.muted{color:#697386;font-size:14px}.row{display:flex;justify-content:space-between;margin:8px 0}
.total{font-weight:600;border-top:1px solid #e3e8ee;padding-top:12px}label{display:block;font-size:14px;margin:16px 0 6px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cfd7df;border-radius:6px;font-size:15px}
button{padding:10px 16px;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:15px;cursor:pointer}
button.secondary{background:#e3e8ee;color:#1a1f36}.wide{width:100%;margin-top:20px}.inline{display:flex;gap:8px}
.error{color:#df1b41;font-size:14px;margin-top:8px}.notice{color:#0e6245;background:#cbf4c9;padding:8px;border-radius:6px}
.card{border:1px solid #e3e8ee;border-radius:8px;padding:16px;margin:16px 0}a{color:#635bff}
.card form{margin:4px 0}.badge{font-size:12px;background:#f7e9ff;color:#5b1aa3;border-radius:4px;padding:2px 6px}`;

export const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}<p class="muted" style="margin-top:24px">Skupilot sandbox · test mode</p></main></body></html>`;

export const notFound = (what: string) =>
  page("Not found", `<h1>Not found</h1><p class="muted">${escapeHtml(what)}</p>`);
