// npm start: build the SPA, migrate the local D1, start the sandbox and the Worker, seed the demo
// seller, print where to go. Ctrl+C stops both.
import { execSync } from "node:child_process";
import { applyMigrations, startProductWithSandbox } from "./local-worker.mjs";
import { demoUser, seedDemoUser } from "./seed-demo-user.mjs";

const PORT = Number(process.env.PORT ?? 8787);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8788);
const PERSIST_TO = ".data/local";

console.log("› Building the web app…");
execSync("npx vite build --config web/vite.config.ts --logLevel warn", { stdio: "inherit" });

console.log("› Applying migrations to the local D1…");
await applyMigrations(PERSIST_TO);

console.log("› Starting the sandbox marketplace and the Worker…");
const { sandbox, worker } = await startProductWithSandbox({
  port: PORT,
  sandboxPort: SANDBOX_PORT,
  persistTo: PERSIST_TO,
  workerStdio: "inherit",
});
await seedDemoUser(worker.url);

console.log(`
  Skupilot is running at ${worker.url}
  The sandbox marketplace (Amazon, Login with Amazon, Stripe) is at ${sandbox.url}

  Demo sign-in:  ${demoUser.email}
                 ${demoUser.password}

  Move the simulated clock: npm run sandbox -- advance 7d
  Press Ctrl+C to stop.
`);

const stop = () => {
  worker.stop();
  sandbox.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
