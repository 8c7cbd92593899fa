// What Linux's /proc says about the running processes; on other systems `procAvailable` is false.
import { existsSync, readdirSync, readFileSync } from "node:fs";

export const procAvailable = existsSync("/proc/self/stat");

/** One process: its state ("Z" for a zombie), process group and start time (clock ticks since boot). */
export function processInfo(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: the other fields follow the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { pid, state: fields[0], pgid: Number(fields[2]), startTime: fields[19] };
}

export function listProcesses() {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => processInfo(Number(entry)))
    .filter((info) => info !== undefined);
}

/** A variable of the process's environment as it was started (undefined when unreadable). */
export function environmentVariable(pid, name) {
  const line = read(`/proc/${pid}/environ`)
    ?.split("\0")
    .find((variable) => variable.startsWith(`${name}=`));
  return line?.slice(name.length + 1);
}

/** The process's command line, its arguments joined by spaces. */
export const commandLine = (pid) => read(`/proc/${pid}/cmdline`)?.split("\0").join(" ").trim();

function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}
