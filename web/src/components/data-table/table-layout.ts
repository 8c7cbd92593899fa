/** How a seller lays out one table: the columns they hid and the rows' density. */
export type Density = "comfortable" | "compact";
export type TableLayout = { hidden: string[]; density: Density };

export const DEFAULT_LAYOUT: TableLayout = { hidden: [], density: "comfortable" };

export const DENSITIES: [Density, string][] = [
  ["comfortable", "Comfortable"],
  ["compact", "Compact"],
];

/** A compact body row: one line of text beside a switch or a small button. */
export const COMPACT_ROW_HEIGHT = "2.5rem";

/** A stored layout as the table can use it: anything unreadable is the default. */
export function readLayout(text: string | null): TableLayout {
  if (!text) return DEFAULT_LAYOUT;
  try {
    const value = JSON.parse(text) as Partial<TableLayout>;
    const hidden = Array.isArray(value.hidden)
      ? value.hidden.filter((id): id is string => typeof id === "string")
      : [];
    const density = value.density === "compact" ? "compact" : "comfortable";
    return { hidden, density };
  } catch {
    return DEFAULT_LAYOUT;
  }
}
