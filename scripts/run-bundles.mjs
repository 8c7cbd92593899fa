// A Worker's deploy bundle (`wrangler deploy --dry-run`), built once for a whole `npm test` run: the
// workers shards' sandboxes and the end-to-end shards' Worker and sandbox all serve the same two bundles,
// and each bundling costs ~5 s of CPU (eleven of them a run before). npm test names the run's folder
// (RUN_BUNDLES_DIR); without it (npm start, one test file) each caller bundles into its own folder.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const WAIT_MS = 180_000;

/**
 * The bundle of `config` in `ownDir` (built by `build(outdir)`), or the run's shared one: the first caller
 * builds it while the others wait for its marker (`.built`, or `.failed` with the builder's error).
 */
export async function bundleOf(config, ownDir, build) {
  const runDir = process.env.RUN_BUNDLES_DIR;
  if (!runDir) {
    await build(ownDir);
    return ownDir;
  }
  const outdir = resolve(runDir, config.replaceAll("/", "-"));
  const [built, failed] = [`${outdir}/.built`, `${outdir}/.failed`];
  mkdirSync(runDir, { recursive: true });
  try {
    // mkdir is atomic: whoever creates the folder builds; everyone else waits for its marker.
    mkdirSync(outdir);
  } catch {
    return await builtBySomeoneElse(outdir, built, failed);
  }
  try {
    await build(outdir);
    writeFileSync(built, "");
    return outdir;
  } catch (error) {
    writeFileSync(failed, String(error?.message ?? error));
    throw error;
  }
}

async function builtBySomeoneElse(outdir, built, failed) {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(built)) return outdir;
    if (existsSync(failed)) throw new Error(`The run's bundle in ${outdir} failed to build`);
    await sleep(200);
  }
  throw new Error(`The run's bundle in ${outdir} was not built within ${WAIT_MS / 1000} s`);
}
