// npm run typecheck: each Worker's generated Env up to date (types.mjs --check), then every TypeScript
// project, one after another, each with one checker. TypeScript 7 checks a project with four checkers
// by default, each computing the shared types (drizzle's tables, the Hono app) again: on this 2-core
// machine, beside the test lanes, four took 92 s of CPU for the seven projects and one 58 s.
import { spawnSync } from "node:child_process";

const PROJECTS = ["worker", "web", "tests", "sandbox", "sandbox/http", "tests/sandbox", "bench"];

const run = (command, args) => spawnSync(command, args, { stdio: "inherit" }).status ?? 1;

let status = run(process.execPath, ["scripts/types.mjs", "--check"]);
for (const project of PROJECTS) {
  if (status !== 0) break;
  status = run("npx", ["tsc", "-p", `${project}/tsconfig.json`, "--noEmit", "--checkers", "1"]);
}
process.exit(status);
