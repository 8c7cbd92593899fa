/** CPU time and resident memory of the workerd process behind a local Worker, read from /proc (Linux). */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

function processes() {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
        return [{ pid: Number(pid), ppid: Number(fields[1]), cmdline }];
      } catch {
        return [];
      }
    });
}

/**
 * The workerd processes started by the wrangler whose command line holds `marker` (its --persist-to
 * folder): the Worker's (with its D1) and wrangler's dev proxy, counted together.
 */
export function workerdOf(marker: string): number[] {
  const all = processes();
  const roots = all.filter((p) => p.cmdline.includes(marker) && !p.cmdline.includes("workerd"));
  const descendants = new Set(roots.map((p) => p.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all)
      if (descendants.has(p.ppid) && !descendants.has(p.pid)) {
        descendants.add(p.pid);
        grew = true;
      }
  }
  const workerd = all.filter((p) => descendants.has(p.pid) && /workerd\s+serve/.test(p.cmdline));
  if (workerd.length === 0) throw new Error(`no workerd under ${marker}`);
  return workerd.map((p) => p.pid);
}

/** User + system CPU milliseconds the process has used so far. */
export function cpuMs(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
}

function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory in MB now. */
export function rssMb(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + rssMbOf(pid), 0);
}

function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Runs `work` while sampling the process every 25 ms: wall and CPU ms, resident MB before and at peak. */
export async function measured<T>(pid: number[], work: () => Promise<T>) {
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pid));
  }, 25);
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  try {
    const result = await work();
    const wallMs = performance.now() - started;
    rssPeak = Math.max(rssPeak, rssMb(pid));
    return { result, wallMs, cpuMs: cpuMs(pid) - cpuBefore, rssBeforeMb: rssBefore, rssPeakMb: rssPeak };
  } finally {
    clearInterval(sampler);
  }
}
