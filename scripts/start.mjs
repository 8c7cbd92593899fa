// npm start: build the SPA, migrate the local D1, start the sandbox and the Worker, seed the demo
// seller with its SCALE_UP subscription, print where to go. Ctrl+C (or SIGTERM) stops it at any
// moment and leaves nothing running.
// PORT and SANDBOX_PORT choose the ports (8787, 8788), PERSIST_TO the local data (.data/local), WEB_DIST
// where the SPA is built and served from (web/dist), ASSISTANT the assistant's engine (offline, the default,
// or sandbox-llm: the LLM engine on the sandbox's scripted model). SKIP_WEB_BUILD=1 serves WEB_DIST as it is:
// for tests that stop npm start at a later step, to which the build would add only time.
import { resolve } from "node:path";
import { applyMigrations, portInUse, startProductWithSandbox } from "./local-worker.mjs";
import { runGroup, stopAllGroups } from "./process-groups.mjs";
import { markRun, stopLeftovers, stopRun } from "./run-marker.mjs";
import { DEMO_PLAN, seedDemoSubscription } from "./seed-demo-subscription.mjs";
import { demoUser, seedDemoUser } from "./seed-demo-user.mjs";
import { whenAskedToStop } from "./stop-signals.mjs";

const PORT = Number(process.env.PORT ?? 8787);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8788);
const PERSIST_TO = process.env.PERSIST_TO ?? ".data/local";
const WEB_DIST = resolve(process.env.WEB_DIST ?? "web/dist");

const run = markRun();
let stopping = false;

async function stopEverything() {
  stopping = true;
  await stopAllGroups();
  await stopRun(run);
}

whenAskedToStop(async () => {
  console.log("\n› Stopping…");
  await stopEverything();
  console.log("› Stopped.");
  process.exit(0);
});

try {
  await start();
} catch (error) {
  // Asked to stop: the step that was running failed because it was stopped, and the stop exits.
  if (!stopping) {
    console.error(error);
    await stopEverything();
    process.exit(1);
  }
}

async function start() {
  const leftovers = await stopLeftovers();
  if (leftovers > 0) console.log(`› Stopped ${leftovers} processes left running by a killed npm start/test`);
  for (const [name, port] of [
    ["PORT", PORT],
    ["SANDBOX_PORT", SANDBOX_PORT],
  ]) {
    if (await portInUse(port)) {
      console.error(`Port ${port} is in use (another npm start?): stop it or set ${name}=…`);
      process.exit(1);
    }
  }

  if (process.env.SKIP_WEB_BUILD !== "1") {
    console.log("› Building the web app…");
    await runGroup(
      "npx",
      [
        "vite",
        "build",
        "--config",
        "web/vite.config.ts",
        "--logLevel",
        "warn",
        "--outDir",
        WEB_DIST,
        "--emptyOutDir",
      ],
      { stdio: "inherit" },
    );
  }

  console.log("› Applying migrations to the local D1…");
  await applyMigrations(PERSIST_TO);

  console.log("› Starting the sandbox marketplace and the Worker…");
  const { sandbox, worker } = await startProductWithSandbox({
    port: PORT,
    sandboxPort: SANDBOX_PORT,
    persistTo: PERSIST_TO,
    workerStdio: "inherit",
    assets: WEB_DIST,
    assistant: process.env.ASSISTANT,
  });
  await seedDemoUser(worker.url, sandbox.url);
  if (stopping) return;
  // Every feature in the demo, the assistant included: a plan, bought in the sandbox's Stripe.
  await seedDemoSubscription(worker.url, sandbox.url);
  if (stopping) return;

  console.log(`
  Skupilot is running at ${worker.url}
  The sandbox marketplace (Amazon, Login with Amazon, Stripe) is at ${sandbox.url}

  Demo sign-in:  ${demoUser.email}
                 ${demoUser.password}
                 (on the ${DEMO_PLAN} plan, paid in the sandbox's Stripe)

  Move the market a week with the hourly jobs: npm run market -- advance 7d --step day
  Press Ctrl+C to stop.
`);
}
