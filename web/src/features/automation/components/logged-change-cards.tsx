import type { ChangeRow } from "@contracts/automation/change-api";
import type { ReactNode } from "react";
import { ChangeCards } from "./change-cards";
import { ChangeStatusBadge } from "./change-status-badge";

/**
 * Logged changes as phone cards: each with its status and, written out (a tip needs a hover), Amazon's
 * message or the why-not; the screen adds its own footer (Undo, a selection box).
 */
export function LoggedChangeCards({
  label,
  rows,
  footer,
}: {
  label: string;
  rows: ChangeRow[];
  footer: (row: ChangeRow) => ReactNode;
}) {
  return (
    <ChangeCards
      label={label}
      cards={rows.map((row) => ({
        row,
        key: String(row.id),
        badge: <ChangeStatusBadge status={row.status} />,
        note: row.error,
        by: row.actorName,
        footer: footer(row),
      }))}
    />
  );
}
