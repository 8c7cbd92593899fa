/**
 * A sync's progress is written at most this often while its reports are stored: each step is a D1
 * write and a publish to the seller's tabs, and a progress bar cannot show steps closer than this
 * (Amazon builds a first sync's reports over minutes; the sandbox hands a demo seller's eight over
 * in a few hundred milliseconds, where a step per report was a quarter of the sync's D1 statements).
 */
export const PROGRESS_EVERY_MS = 1000;

/**
 * Whether a progress step is due now: at most one every `everyMs`, counted from the pace's start
 * (the step written just before it).
 */
export function progressPace(everyMs: number, now: () => number = Date.now) {
  let last = now();
  return () => {
    const at = now();
    if (at - last < everyMs) return false;
    last = at;
    return true;
  };
}
