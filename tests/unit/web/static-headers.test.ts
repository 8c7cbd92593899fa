import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** web/public/_headers as Cloudflare reads it: each rule's URL pattern and its header lines. */
function headerRules() {
  const rules = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of readFileSync("web/public/_headers", "utf8").split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      current = [];
      rules.set(line.trim(), current);
    } else current?.push(line.trim());
  }
  return rules;
}

const header = (lines: string[] | undefined, name: string) =>
  lines
    ?.find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1)
    .trim();

const IMG_SRC = "img-src 'self' data: https://*.media-amazon.com https://*.ssl-images-amazon.com";

describe("the SPA's static headers", () => {
  const rules = headerRules();

  it("tell browsers to keep to https for two years, subdomains included", () => {
    expect(header(rules.get("/*"), "Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("allow images only from the app and Amazon's catalogue image hosts, none from this machine on a deployed host", () => {
    const csp = header(rules.get("/*"), "Content-Security-Policy") ?? "";
    expect(csp).toContain(`${IMG_SRC};`);
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("let no page load an image from any https host: text from data (a search term) could name one", () => {
    for (const [pattern, lines] of rules) {
      const csp = header(lines, "Content-Security-Policy");
      if (csp === undefined) continue;
      const sources = /img-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
      expect(sources, pattern).not.toContain("https:");
      expect(sources, pattern).not.toContain("*");
    }
  });

  it("let the sandbox's plain-http images in only when the app itself is served from this machine", () => {
    const local = [...rules].filter(([, lines]) => lines.some((line) => /127\.0\.0\.1|localhost/.test(line)));
    expect(local.map(([pattern]) => pattern).sort()).toEqual(["https://127.0.0.1/*", "https://localhost/*"]);
    for (const [, lines] of local) {
      // Replaced, not added to: two policies would both apply and the stricter one would still block.
      expect(lines).toContain("! Content-Security-Policy");
      expect(lines).toContain("! Strict-Transport-Security");
      const globalCsp = header(rules.get("/*"), "Content-Security-Policy");
      expect(header(lines, "Content-Security-Policy")).toBe(
        globalCsp?.replace(`${IMG_SRC};`, `${IMG_SRC} http://127.0.0.1:* http://localhost:*;`),
      );
    }
  });
});
