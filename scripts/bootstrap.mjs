// First thing `npm start` and `npm test` run on a fresh clone: installs what is missing, needs only Node.
// --browser also makes sure Debian's Chromium is there for the end-to-end tests.
import { execSync } from "node:child_process";
import { copyFileSync, existsSync, statSync } from "node:fs";

const run = (command) => execSync(command, { stdio: "inherit" });
const root = new URL("..", import.meta.url).pathname;
process.chdir(root);

const installed = "node_modules/.package-lock.json";
if (!existsSync(installed) || statSync("package-lock.json").mtimeMs > statSync(installed).mtimeMs + 1000) {
  console.log("› Installing dependencies (npm ci)…");
  run("npm ci --no-audit --no-fund");
}

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("› Created .dev.vars from .dev.vars.example");
}

if (process.argv.includes("--browser") && !existsSync("/usr/bin/chromium")) {
  console.log("› Installing Chromium from Debian for the browser tests…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  run(`${sudo}apt-get update -qq`);
  run(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`);
}
