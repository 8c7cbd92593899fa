/** The first retry's wait and the longest: 1 s doubling up to 30 s. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before the n-th reconnect in a row (0 the first): doubling from 1 s, capped at
 * 30 s, half of it random so the tabs of a restarted server do not all come back at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random) {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
