// npm start: build the SPA, migrate the local D1, start the Worker, seed the demo seller, print where to go.
import { execSync } from "node:child_process";
import { applyMigrations, startWorker } from "./local-worker.mjs";
import { demoUser, seedDemoUser } from "./seed-demo-user.mjs";

const PORT = Number(process.env.PORT ?? 8787);
const PERSIST_TO = ".data/local";

console.log("› Building the web app…");
execSync("npx vite build --config web/vite.config.ts --logLevel warn", { stdio: "inherit" });

console.log("› Applying migrations to the local D1…");
await applyMigrations(PERSIST_TO);

console.log("› Starting the Worker…");
const worker = await startWorker({ port: PORT, persistTo: PERSIST_TO, stdio: "inherit" });
await seedDemoUser(worker.url);

console.log(`
  Skupilot is running at ${worker.url}

  Demo sign-in:  ${demoUser.email}
                 ${demoUser.password}

  Press Ctrl+C to stop.
`);

const stop = () => {
  worker.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
