import type { AssistantReply } from "../assistant";
import { literal } from "./format";

/** The one row the seller meant by `name`: the only match, or the only exact (any case) one among several. */
export type Picked<T> = { kind: "one"; row: T } | { kind: "none" } | { kind: "several"; rows: T[] };

export function pickByName<T extends { name: string }>(rows: T[], name: string): Picked<T> {
  if (rows.length === 0) return { kind: "none" };
  if (rows.length === 1 && rows[0]) return { kind: "one", row: rows[0] };
  const exact = rows.filter((row) => row.name.toLowerCase() === name.toLowerCase());
  if (exact.length === 1 && exact[0]) return { kind: "one", row: exact[0] };
  return { kind: "several", rows: exact.length > 1 ? exact : rows };
}

/** How an answer names what the seller meant, and tells them how to say which one. */
export type NameLookup<T> = { one: string; several: string; label: (row: T) => string; hint: string };

/** "Several campaigns match “x”: **A (…)**, **B (…)**. Which one? <hint>" */
export function whichOne<T>(name: string, rows: T[], lookup: NameLookup<T>): string {
  const listed = rows
    .slice(0, 5)
    .map((row) => `**${literal(lookup.label(row))}**`)
    .join(", ");
  const more = rows.length > 5 ? ` and ${rows.length - 5} more` : "";
  return `Several ${lookup.several} match “${literal(name)}”: ${listed}${more}. Which one? ${lookup.hint}`;
}

/** The row the seller named, or the reply that asks again (none found, or several to choose from). */
export function rowOrReply<T extends { name: string }>(
  rows: T[],
  name: string,
  lookup: NameLookup<T>,
): { row: T } | { reply: AssistantReply } {
  const picked = pickByName(rows, name);
  if (picked.kind === "one") return { row: picked.row };
  if (picked.kind === "none")
    return { reply: { text: `I found no ${lookup.one} named “${literal(name)}”.` } };
  return { reply: { text: whichOne(name, picked.rows, lookup) } };
}
