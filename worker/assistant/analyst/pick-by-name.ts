import type { AssistantReply } from "../assistant";

/** The one row the seller meant by `name`: the only match, or the only exact (any case) one among several. */
export type Picked<T> = { kind: "one"; row: T } | { kind: "none" } | { kind: "several"; rows: T[] };

export function pickByName<T extends { name: string }>(rows: T[], name: string): Picked<T> {
  if (rows.length === 0) return { kind: "none" };
  if (rows.length === 1 && rows[0]) return { kind: "one", row: rows[0] };
  const exact = rows.filter((row) => row.name.toLowerCase() === name.toLowerCase());
  if (exact.length === 1 && exact[0]) return { kind: "one", row: exact[0] };
  return { kind: "several", rows: exact.length > 1 ? exact : rows };
}

/** "Several campaigns match …: A, B, C. Which one?" */
export const whichOne = (what: string, name: string, names: string[]) =>
  `Several ${what} match “${name}”: ${names
    .slice(0, 5)
    .map((n) => `**${n}**`)
    .join(
      ", ",
    )}${names.length > 5 ? ` and ${names.length - 5} more` : ""}. Which one? Put its full name in quotes.`;

/** The row the seller named, or the reply that asks again (none found, or several to choose from). */
export function rowOrReply<T extends { name: string }>(
  rows: T[],
  name: string,
  what: { one: string; several: string },
): { row: T } | { reply: AssistantReply } {
  const picked = pickByName(rows, name);
  if (picked.kind === "one") return { row: picked.row };
  if (picked.kind === "none") return { reply: { text: `I found no ${what.one} named “${name}”.` } };
  return {
    reply: {
      text: whichOne(
        what.several,
        name,
        picked.rows.map((row) => row.name),
      ),
    },
  };
}
