// First thing `npm start` and `npm test` run on a fresh clone: installs what is missing, needs only Node.
// --browser also makes sure Debian's Chromium (and its headless shell) is there for the end-to-end tests.
import { execSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, readFileSync, statSync } from "node:fs";

const run = (command) => execSync(command, { stdio: "inherit" });
const root = new URL("..", import.meta.url).pathname;
process.chdir(root);

const installed = "node_modules/.package-lock.json";
if (!existsSync(installed) || statSync("package-lock.json").mtimeMs > statSync(installed).mtimeMs + 1000) {
  console.log("› Installing dependencies (npm ci)…");
  run("npm ci --no-audit --no-fund");
}

syncDevVars();

// Debian's Chromium as its headless shell (the build Playwright itself runs headless: no browser window
// around the page, a quarter of the full browser's CPU a page load here), the full browser beside it.
const browsers = {
  "/usr/bin/chromium-headless-shell": "chromium-headless-shell",
  "/usr/bin/chromium": "chromium",
};
const missingBrowsers = Object.entries(browsers).filter(([path]) => !existsSync(path));
if (process.argv.includes("--browser") && missingBrowsers.length > 0) {
  const packages = missingBrowsers.map(([, name]) => name).join(" ");
  console.log(`› Installing ${packages} from Debian for the browser tests…`);
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  run(`${sudo}apt-get update -qq`);
  run(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${packages}`);
}

/** .dev.vars holds local secrets: create it from the example, and add keys the example gained since. */
function syncDevVars() {
  if (!existsSync(".dev.vars")) {
    copyFileSync(".dev.vars.example", ".dev.vars");
    console.log("› Created .dev.vars from .dev.vars.example");
    return;
  }
  const keysOf = (text) => new Set(text.split("\n").map((line) => line.split("=")[0].trim()));
  const present = keysOf(readFileSync(".dev.vars", "utf8"));
  const missing = readFileSync(".dev.vars.example", "utf8")
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line) && !present.has(line.split("=")[0]));
  if (missing.length > 0) {
    appendFileSync(".dev.vars", `\n${missing.join("\n")}\n`);
    console.log(`› Added ${missing.length} new setting(s) to .dev.vars`);
  }
}
