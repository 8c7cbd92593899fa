import { describe, expect, it } from "vitest";
import { apiReads } from "../../../bench/web/api-reads";
import { initialScripts } from "../../../bench/web/entry-size";
import { spread } from "../../../bench/web/spread";

describe("bench:web figures", () => {
  it("a spread is the median (the mean of the middle two for an even count) and the range, in whole ms", () => {
    expect(spread([900, 1200.4, 1000])).toEqual({ median: 1000, min: 900, max: 1200 });
    expect(spread([1, 4, 2, 3])).toEqual({ median: 3, min: 1, max: 4 });
    expect(spread([])).toEqual({ median: 0, min: 0, max: 0 });
  });

  it("the baseline's reads are the page's /api GETs, each once, without the real-time socket", () => {
    const requests = [
      { url: "/", startMs: 0, endMs: 5 },
      { url: "/assets/index-abc.js", startMs: 6, endMs: 40 },
      { url: "/api/users", startMs: 7, endMs: 50 },
      { url: "/api/realtime", startMs: 60, endMs: 61 },
      { url: "/api/users", startMs: 900, endMs: 950 },
      { url: "/api/statistics/dashboard?profileId=1", startMs: 70, endMs: 120 },
    ];
    expect(apiReads(requests)).toEqual(["/api/users", "/api/statistics/dashboard?profileId=1"]);
  });

  it("the initial scripts are index.html's module scripts and the chunks it preloads, in document order", () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/early-reads-1.js"></script>
      <script type="module" crossorigin src="/assets/index-2.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-3.js">
      <link rel="icon" href="/favicon.svg">
      <link rel="modulepreload" crossorigin href="/assets/chakra-4.js">
    </head>`;
    expect(initialScripts(html)).toEqual({
      entries: ["/assets/early-reads-1.js", "/assets/index-2.js"],
      preloads: ["/assets/react-3.js", "/assets/chakra-4.js"],
    });
  });
});
