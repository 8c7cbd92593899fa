/**
 * The reads every signed-in screen waits for, started by the page's first script (app/early-reads-start.ts,
 * its own small entry) while the app's bundle is still on its way, instead of one after another once it
 * runs (issue 33 item 7: /api/users at 1.57 s, then the profiles, then the clock). The queries that make
 * these reads take the started answer once (`earlyOr`); every later read asks the API as before. This
 * module shares no code with that script (it imports only types from here), so the script needs no chunk
 * of the app's.
 */
export type EarlyReadPath = "/api/users" | "/api/amazon/profiles" | "/api/clock";

/** An answer started before the app ran, and when (performance.now()). */
export type EarlyRead = { response: Promise<Response>; startedAt: number };
export type EarlyReads = Partial<Record<EarlyReadPath, EarlyRead>>;

/**
 * An early answer older than this is not handed out: it was read for the page as it opened, and a screen
 * that first asks later (the sign-in form's user, a tab left open) asks the API itself.
 */
export const EARLY_READ_FRESH_MS = 10_000;

declare global {
  interface Window {
    skupilotEarlyReads?: EarlyReads;
  }
}

/** The started answer for `path`, taken out of `reads` (once), if it is still fresh at `now`. */
export function takeEarlyRead(reads: EarlyReads | undefined, path: EarlyReadPath, now: number) {
  const read = reads?.[path];
  if (!reads || !read) return undefined;
  delete reads[path];
  return now - read.startedAt <= EARLY_READ_FRESH_MS ? read.response : undefined;
}

/**
 * A query's request: the early answer for `path` when the page started one, else `request()`. The early
 * answer is the same HTTP response the typed client would get; only its type is the client's.
 */
export function earlyOr<Answer>(path: EarlyReadPath, request: () => Promise<Answer>): Promise<Answer> {
  const early = takeEarlyRead(window.skupilotEarlyReads, path, performance.now());
  return early ? (early as Promise<unknown> as Promise<Answer>) : request();
}

/** Signed out: the other early answers were read without a session and must not serve the next sign-in. */
export function dropEarlyReads() {
  window.skupilotEarlyReads = {};
}
