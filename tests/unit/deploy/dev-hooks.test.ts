/**
 * Issue 30: no dev hook in production. The local Worker's /__dev routes, queue tracker and counting D1
 * live in worker/dev/, whose entry (wrangler.toml's top-level main) wraps the production entry
 * (worker/index.ts, [env.production]'s main). `npm run deploy:check` (a step of `npm test`) bundles
 * production and fails on a bundle holding any of it; these tests show that check failing and the
 * production entry's imports reaching none of it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBundle, devHooksIn } from "../../../scripts/deploy/bundle-check.mjs";
import { ROOT, readWranglerConfig } from "../../../scripts/deploy/production-config.mjs";
import { importGraph, withoutComments } from "../architecture/import-graph";

const PRODUCTION_ENTRY = "worker/index.ts";
const DEV_ENTRY = "worker/dev/index.ts";
// Loading wrangler takes seconds on a busy machine: outside any test's timeout, as production-config.test.ts does.
const [local, production] = await Promise.all([
  readWranglerConfig(undefined),
  readWranglerConfig("production"),
]);

describe("the bundle check of npm run deploy:check", () => {
  it("finds the dev routes and their gate in a bundle's text, and nothing in a clean one", () => {
    const leaked = 'var DEV_JOBS_PATH = "/__dev/jobs";\nconst on = (env) => env.DEV_ROUTES === "on";';
    expect(devHooksIn(leaked).map((hook) => hook.marker)).toEqual(["__dev", "DEV_ROUTES"]);
    expect(devHooksIn(leaked)[0]?.excerpt).toContain('"/__dev/jobs"');
    expect(devHooksIn('if (pathname.startsWith("/api/")) return app.fetch(request, env, ctx);')).toEqual([]);
    expect(checkBundle(Buffer.from(leaked))).toMatchObject({
      fits: true,
      devHooks: [{ marker: "__dev" }, {}],
    });
  });

  const dir = mkdtempSync(join(tmpdir(), "skupilot-dry-run-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const dryRun = (text: string) => {
    const bundle = join(dir, `bundle-${text.length}.js`);
    writeFileSync(bundle, text);
    return spawnSync(process.execPath, ["scripts/deploy/dry-run.mjs", "--bundle", bundle], {
      cwd: ROOT,
      encoding: "utf8",
    });
  };

  it("fails the dry run on a bundle with a /__dev route, and says where it is", () => {
    const result = dryRun(
      'export default { fetch(r) { if (new URL(r.url).pathname === "/__dev/jobs") {} } };',
    );
    expect(result.status).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ env: "production", fits: true, devHooks: ["__dev"] });
    expect(result.stderr).toContain('holds the dev hook "__dev"');
    expect(result.stderr).toContain("/__dev/jobs");
  }, 60_000);

  it("passes the dry run on a bundle without one", () => {
    const result = dryRun("export default { fetch(r, env) { return env.ASSETS.fetch(r); } };");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ fits: true, devHooks: [] });
  }, 60_000);
});

describe("the production entry", () => {
  it("is [env.production]'s main; the local Worker's is the dev entry, and only it runs /__dev/* first", () => {
    expect(relative(ROOT, production.main ?? "")).toBe(PRODUCTION_ENTRY);
    expect(relative(ROOT, local.main ?? "")).toBe(DEV_ENTRY);
    expect(production.assets?.run_worker_first).toEqual(["/api/*"]);
    expect(local.assets?.run_worker_first).toEqual(["/api/*", "/__dev/*"]);
    expect(production.assets?.directory).toBe(local.assets?.directory);
    expect(production.assets?.not_found_handling).toBe(local.assets?.not_found_handling);
  });

  it("reaches no file of worker/dev/ and no dev marker through its imports", () => {
    const graph = importGraph(["worker", "durable-objects"]);
    const reached = new Set([PRODUCTION_ENTRY]);
    const queue = [PRODUCTION_ENTRY];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const edge of graph.edges) {
        if (edge.from !== file || edge.typeOnly || reached.has(edge.to)) continue;
        reached.add(edge.to);
        queue.push(edge.to);
      }
    }
    expect(reached.size).toBeGreaterThan(100);
    expect([...reached].filter((file) => file.startsWith("worker/dev/"))).toEqual([]);
    const marked = [...reached].filter(
      (file) => devHooksIn(withoutComments(readFileSync(join(ROOT, file), "utf8"))).length > 0,
    );
    expect(marked).toEqual([]);
    // The dev entry does reach them: the check above would see a slip.
    expect(graph.edges).toContainEqual({ from: DEV_ENTRY, to: "worker/dev/dev-routes.ts", typeOnly: false });
  });
});
