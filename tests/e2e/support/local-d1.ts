import { inject } from "vitest";

/**
 * Runs SQL on the running Worker's D1 (through the process that serves it: scripts/serve-bundle.mjs,
 * --d1-port); answers the first statement's rows. For state no screen can create yet.
 */
export async function localD1<Row = Record<string, unknown>>(sql: string): Promise<Row[]> {
  const response = await fetch(inject("d1Url"), { method: "POST", body: sql });
  const answer = (await response.json()) as { results?: Row[]; error?: string };
  if (!response.ok) throw new Error(`${answer.error ?? response.status} — SQL: ${sql}`);
  return answer.results ?? [];
}
