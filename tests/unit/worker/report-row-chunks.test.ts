import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AmazonRequestError } from "../../../worker/amazon/errors";
import { reportRowChunks } from "../../../worker/amazon/reports";

afterEach(() => vi.unstubAllGlobals());

/** A report file served as Amazon's S3 link serves it: gzip'd JSON bytes, in small network pieces. */
function serve(rows: unknown[], status = 200) {
  const bytes = gzipSync(JSON.stringify(rows));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let start = 0; start < bytes.length; start += 97)
            controller.enqueue(bytes.subarray(start, start + 97));
          controller.close();
        },
      });
      return new Response(body, { status });
    }),
  );
}

describe("reportRowChunks", () => {
  it("reads a report's rows as it downloads, in chunks of at most the size asked for", async () => {
    const rows = Array.from({ length: 2_345 }, (_, index) => ({
      date: "2026-11-01",
      keywordId: String(1e14 + index),
      searchTerm: `term "${index}" [x]`,
      cost: index / 100,
    }));
    serve(rows);
    const chunks: unknown[][] = [];
    for await (const chunk of reportRowChunks("https://reports.example/file.json.gz", 1_000))
      chunks.push(chunk);
    expect(chunks.map((chunk) => chunk.length)).toEqual([1_000, 1_000, 345]);
    expect(chunks.flat()).toEqual(rows);
  });

  it("fails as Amazon's error when the download is refused", async () => {
    serve([], 403);
    const reading = reportRowChunks("https://reports.example/file.json.gz", 10).next();
    await expect(reading).rejects.toBeInstanceOf(AmazonRequestError);
  });
});
