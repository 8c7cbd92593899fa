import type { DataColumn } from "./data-column";

/**
 * The pinned columns on a phone: only the last one (the row's name) stays pinned, at the left edge
 * (after the checkbox, when rows are ticked); the switches pinned before it scroll away under it, so a
 * 390 px screen keeps room for the figures. Pure.
 */
export function phonePinning<Row>(columns: DataColumn<Row>[]): DataColumn<Row>[] {
  const name = columns.findLast((column) => column.stickyLeft !== undefined);
  return columns.map((column) => {
    if (column.stickyLeft === undefined) return column;
    if (column === name) return { ...column, stickyLeft: "0" };
    const { stickyLeft: _unpinned, ...rest } = column;
    return rest;
  });
}
