/** The JS a cold page must fetch before the app runs, read from the built index.html and gzipped. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The module scripts index.html runs and the chunks it preloads for them, in document order. */
export function initialScripts(html: string): { entries: string[]; preloads: string[] } {
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entries = tags
    .filter((tag) => tag.startsWith("<script") && tag.includes('type="module"'))
    .flatMap((tag) => attribute(tag, "src") ?? []);
  const preloads = tags
    .filter((tag) => tag.startsWith("<link") && tag.includes('rel="modulepreload"'))
    .flatMap((tag) => attribute(tag, "href") ?? []);
  return { entries, preloads };
}

const gzipKb = (file: string) => Number((gzipSync(readFileSync(file)).length / 1024).toFixed(1));

/** The issue's limit (33 item 7) on the entry chunks' gzip size. */
export const ENTRY_GZIP_LIMIT_KB = 120;

/** The entry chunks' gzip size (the scripts index.html runs) and with their preloaded chunks, in kB. */
export function entryJsSize(dist = "web/dist") {
  const { entries, preloads } = initialScripts(readFileSync(join(dist, "index.html"), "utf8"));
  const sizes = (paths: string[]) => paths.map((path) => ({ path, gzipKb: gzipKb(join(dist, path)) }));
  const entryChunks = sizes(entries);
  const preloaded = sizes(preloads);
  const sum = (chunks: { gzipKb: number }[]) =>
    Number(chunks.reduce((total, chunk) => total + chunk.gzipKb, 0).toFixed(1));
  return {
    entryGzipKb: sum(entryChunks),
    initialGzipKb: sum([...entryChunks, ...preloaded]),
    entryChunks,
    preloaded,
  };
}
