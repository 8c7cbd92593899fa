/** The job's run key: the UTC hour of `now`, like `2026-11-25T11`. One plan per profile and key. */
export const runKeyOf = (now: Date) => now.toISOString().slice(0, 13);
