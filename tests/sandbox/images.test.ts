import { describe, expect, it } from "vitest";
import { DEMO_SEED, demoScenario, generateWorld } from "../../sandbox/model/index";
import { sandboxFetch } from "./support/sandbox";

// The catalog does not depend on simulated history, so the bare generated world names the same products.
const catalog = generateWorld(DEMO_SEED, demoScenario).profiles.flatMap((profile) => profile.catalog);

describe("GET /images/{asin}.svg", () => {
  it("serves an SVG at every catalog imagePath", async () => {
    for (const product of catalog.slice(0, 5)) {
      const response = await sandboxFetch(product.imagePath);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("image/svg+xml");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain(product.asin);
    }
  });

  it("gives different products different colours, and the same product the same bytes", async () => {
    const [a, b] = catalog;
    const first = await (await sandboxFetch(a?.imagePath ?? "")).text();
    const again = await (await sandboxFetch(a?.imagePath ?? "")).text();
    const other = await (await sandboxFetch(b?.imagePath ?? "")).text();
    expect(again).toBe(first);
    const hue = (svg: string) => /hsl\((\d+)/.exec(svg)?.[1];
    expect(hue(other)).not.toBe(hue(first));
  });

  it("404 for an ASIN no catalog has", async () => {
    expect((await sandboxFetch("/images/B0ZZZZZZZZ.svg")).status).toBe(404);
  });
});
