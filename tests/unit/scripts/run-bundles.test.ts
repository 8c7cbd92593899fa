/**
 * npm test's lanes share one deploy bundle per Worker (scripts/run-bundles.mjs): the first caller builds
 * it, callers at the same moment wait for it, and a failed build fails every caller instead of hanging.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script shared with npm test
import { bundleOf } from "../../../scripts/run-bundles.mjs";

let root: string;
// npm test sets it for the run this test runs in: each case says whether it has one.
const runBundlesDir = process.env.RUN_BUNDLES_DIR;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "run-bundles-"));
  delete process.env.RUN_BUNDLES_DIR;
});
afterEach(() => {
  if (runBundlesDir === undefined) delete process.env.RUN_BUNDLES_DIR;
  else process.env.RUN_BUNDLES_DIR = runBundlesDir;
  rmSync(root, { recursive: true, force: true });
});

/** A build that takes a moment and counts its calls, writing the bundle where it is told (as wrangler does). */
function slowBuild() {
  const dirs: string[] = [];
  const build = async (dir: string) => {
    dirs.push(dir);
    await sleep(50);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.js"), "export default {}");
  };
  return { dirs, build };
}

describe("bundleOf", () => {
  it("builds into the caller's own folder outside npm test", async () => {
    const { dirs, build } = slowBuild();
    const own = join(root, "own");
    expect(await bundleOf("sandbox/wrangler.toml", own, build)).toBe(own);
    expect(dirs).toEqual([own]);
  });

  it("builds a configuration once for a run, whoever asks and when", async () => {
    process.env.RUN_BUNDLES_DIR = join(root, "run");
    const { dirs, build } = slowBuild();
    const asked = await Promise.all(
      ["a", "b", "c"].map((caller) => bundleOf("sandbox/wrangler.toml", join(root, caller), build)),
    );
    const later = await bundleOf("sandbox/wrangler.toml", join(root, "d"), build);
    expect(dirs).toEqual([join(root, "run", "sandbox-wrangler.toml")]);
    expect(new Set([...asked, later])).toEqual(new Set(dirs));
    await bundleOf("wrangler.toml", join(root, "e"), build);
    expect(dirs).toHaveLength(2);
  });

  it("fails the callers waiting on a build that failed", async () => {
    process.env.RUN_BUNDLES_DIR = join(root, "run");
    const failing = async () => {
      await sleep(50);
      throw new Error("wrangler deploy failed: no such file");
    };
    const [builder, waiter] = await Promise.allSettled([
      bundleOf("wrangler.toml", join(root, "a"), failing),
      bundleOf("wrangler.toml", join(root, "b"), failing),
    ]);
    expect(builder).toMatchObject({ status: "rejected", reason: { message: /no such file/ } });
    expect(waiter).toMatchObject({ status: "rejected", reason: { message: /failed to build/ } });
  });
});
