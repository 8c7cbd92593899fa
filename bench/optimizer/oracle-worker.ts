/** The thread oracle-thread.ts starts: the world of the run's arguments, then its oracle yardstick. */
import { parentPort, workerData } from "node:worker_threads";
import type { BenchArgs } from "./cli-args";
import { buildWorld, readBenchOptions, readScenario } from "./world";
import { oracleYardstick } from "./yardstick-runs";

const port = parentPort;
if (!port) throw new Error("oracle-worker.ts runs only as a worker thread (oracle-thread.ts)");
const args = workerData as BenchArgs;
const world = buildWorld(args, readScenario(args.scenario), readBenchOptions(args.scenario));
const found = oracleYardstick(world, (progress) => port.postMessage({ progress }));
port.postMessage({ found });
