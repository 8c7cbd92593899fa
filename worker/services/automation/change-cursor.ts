import { validationError } from "../../contracts/api-error";

/** Where a page of the History ends: its last change's (planned_at, id), written opaquely. */
export type ChangeCursor = { plannedAtMs: number; id: number };

export const encodeCursor = ({ plannedAtMs, id }: ChangeCursor) =>
  btoa(`${plannedAtMs}:${id}`).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");

export function decodeCursor(cursor: string): ChangeCursor {
  let text = "";
  try {
    text = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    text = "";
  }
  const match = /^(\d{1,15}):(\d{1,12})$/.exec(text);
  if (!match) throw validationError("cursor", "Must be a cursor from a previous page");
  return { plannedAtMs: Number(match[1]), id: Number(match[2]) };
}
