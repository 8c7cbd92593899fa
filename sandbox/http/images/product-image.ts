import { hashString } from "../../model/index";

/**
 * A generated product placeholder: a soft two-tone card in a colour drawn from the ASIN, a package
 * silhouette with the brand and title initials, and the brand name beneath.
 */
export type ImageSubject = { asin: string; brand: string; title: string };

const xml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The brand's initial and the initial of the title's first word after the brand ("Northwind Home Compact…" → "NC"). */
export function initials(brand: string, title: string): string {
  const first = (text: string) => /[\p{L}\p{N}]/u.exec(text)?.[0]?.toUpperCase() ?? "";
  const rest = title.toLowerCase().startsWith(brand.toLowerCase()) ? title.slice(brand.length) : title;
  return `${first(brand)}${first(rest)}` || "?";
}

export function productSvg({ asin, brand, title }: ImageSubject): string {
  const hue = hashString(asin) % 360;
  const label = brand.length > 22 ? `${brand.slice(0, 21)}…` : brand;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${xml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 94%)"/><stop offset="1" stop-color="hsl(${hue} 55% 82%)"/></linearGradient></defs>
<rect width="400" height="400" rx="28" fill="url(#bg)"/>
<g transform="translate(110 78)"><path d="M90 0 180 42v104l-90 42L0 146V42z" fill="hsl(${hue} 45% 52%)"/>
<path d="M90 0 180 42 90 84 0 42z" fill="hsl(${hue} 50% 64%)"/><path d="M90 84v104L0 146V42z" fill="hsl(${hue} 45% 44%)"/></g>
<text x="200" y="196" text-anchor="middle" font-family="system-ui,Segoe UI,Helvetica,Arial,sans-serif" font-size="52" font-weight="700" fill="#fff">${xml(initials(brand, title))}</text>
<text x="200" y="318" text-anchor="middle" font-family="system-ui,Segoe UI,Helvetica,Arial,sans-serif" font-size="24" font-weight="600" fill="hsl(${hue} 40% 25%)">${xml(label)}</text>
<text x="200" y="350" text-anchor="middle" font-family="ui-monospace,Menlo,monospace" font-size="15" fill="hsl(${hue} 25% 40%)">${xml(asin)}</text>
</svg>`;
}
