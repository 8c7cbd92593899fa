/**
 * The job's run key: the UTC hour of `now`, like `2026-11-25T11`. One plan per profile and key. A
 * seller's "run now" plans again inside an hour already planned (settings changed since): its key adds
 * the moment it was asked for (`2026-11-25T11:now-1764068400000`), so a retried message of the same
 * request still plans once.
 */
export const runKeyOf = (now: Date, runNowAt?: number) =>
  runNowAt === undefined
    ? now.toISOString().slice(0, 13)
    : `${now.toISOString().slice(0, 13)}:now-${runNowAt}`;
