/**
 * The oracle yardstick in a thread of its own, beside the seller strategies and the discoverable
 * yardstick on the main thread: it needs nothing of theirs, and it is most of a run's time (issue 31:
 * one scenario × every strategy × one seed within 3 minutes on 2 cores). The thread builds the same
 * world from the same arguments: every figure is what one thread would have found.
 */
import { Worker } from "node:worker_threads";
import type { BenchArgs } from "./cli-args";
import type { Progress } from "./timed";
import type { FoundYardstick } from "./yardstick-runs";

type Message = { progress: string } | { found: FoundYardstick };

/** The worker is TypeScript: tsx's loader is registered in the thread before it is imported. */
function bootstrap(entry: URL): string {
  const api = import.meta.resolve("tsx/esm/api");
  return `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
}

export function oracleInThread(args: BenchArgs, progress: Progress): Promise<FoundYardstick> {
  const worker = new Worker(bootstrap(new URL("./oracle-worker.ts", import.meta.url)), {
    eval: true,
    workerData: args,
  });
  return new Promise((resolve, reject) => {
    let found: FoundYardstick | null = null;
    worker.on("message", (message: Message) => {
      if ("progress" in message) progress(message.progress);
      else found = message.found;
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (found) resolve(found);
      else reject(new Error(`the oracle's thread stopped (exit code ${code}) without a result`));
    });
  });
}
