/** The repository's imports as a graph of files, read from the source text (no compiler needed). */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { posix } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** The web app's one path alias (web/tsconfig.json, web/vite.config.ts). */
const ALIASES: [prefix: string, target: string][] = [["@contracts/", "worker/contracts/"]];

export type ImportEdge = { from: string; to: string; typeOnly: boolean };
export type ImportGraph = { files: string[]; edges: ImportEdge[]; unresolved: string[] };

/** Tracked (and new, not ignored) .ts/.tsx files under the folders, generated .d.ts files left out. */
export function sourceFiles(folders: string[]): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...folders],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  return [...new Set(listed.split("\n"))]
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .filter((file) => existsSync(posix.join(ROOT, file)))
    .sort();
}

const isFile = (file: string) =>
  existsSync(posix.join(ROOT, file)) && statSync(posix.join(ROOT, file)).isFile();

/** The repo-relative file a specifier names, or null for a package (or nothing). */
export function resolveSpecifier(importer: string, specifier: string): string | null | undefined {
  let base: string;
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (alias) base = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith("./") || specifier.startsWith("../"))
    base = posix.normalize(posix.join(posix.dirname(importer), specifier));
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => /\.(tsx?|m?js|json)$/.test(candidate) && isFile(candidate));
}

export const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const STATEMENT = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?[^'"`;]*?\bfrom\s*["']([^"']+)["']/g;
const SIDE_EFFECT = /(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Every import/export-from/import() specifier of a source text, and whether it is `import type`. */
export function specifiersOf(text: string): { specifier: string; typeOnly: boolean }[] {
  const code = withoutComments(text);
  return [
    ...[...code.matchAll(STATEMENT)].map((m) => ({ specifier: m[3] as string, typeOnly: Boolean(m[2]) })),
    ...[...code.matchAll(SIDE_EFFECT)].map((m) => ({ specifier: m[1] as string, typeOnly: false })),
    ...[...code.matchAll(DYNAMIC)].map((m) => ({ specifier: m[1] as string, typeOnly: false })),
  ];
}

export function importGraph(folders: string[]): ImportGraph {
  const files = sourceFiles(folders);
  const edges: ImportEdge[] = [];
  const unresolved: string[] = [];
  for (const from of files) {
    for (const { specifier, typeOnly } of specifiersOf(readFileSync(posix.join(ROOT, from), "utf8"))) {
      const to = resolveSpecifier(from, specifier);
      if (to === undefined) unresolved.push(`${from} → "${specifier}" names no file`);
      else if (to !== null) edges.push({ from, to, typeOnly });
    }
  }
  return { files, edges, unresolved };
}

/** Files that import each other in a loop (Tarjan's strongly connected components of two or more files). */
export function importCircles(files: string[], edges: ImportEdge[]): string[][] {
  const next = new Map(files.map((file) => [file, [] as string[]]));
  for (const { from, to } of edges) if (next.has(to)) next.get(from)?.push(to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target))
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    const selfImport = next.get(file)?.includes(file);
    if (circle.length > 1 || selfImport) circles.push(circle.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}
