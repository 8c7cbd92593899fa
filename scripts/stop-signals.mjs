// The ways a script is asked to stop: Ctrl+C (SIGINT), SIGTERM, a closed terminal (SIGHUP), and its
// parent going away (npm hands a SIGTERM only to the shell it ran the script in, which dies and
// leaves the script running).
import { constants } from "node:os";

/** Calls stop(exitCode) once, on the first of those; the exit code is 128 + the signal's number. */
export function whenAskedToStop(stop) {
  let asked = false;
  const askOnce = (exitCode) => {
    if (asked) return;
    asked = true;
    stop(exitCode);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => askOnce(128 + constants.signals[signal]));
  }
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) askOnce(128 + constants.signals.SIGHUP);
  }, 250).unref();
}
