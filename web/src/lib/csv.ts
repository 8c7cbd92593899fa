export { type CsvValue, csvField, toCsv } from "@contracts/csv";

/** `<name>-<startDate>-<endDate>.csv`, the name in lower-case words joined by dashes. */
export function csvFileName(name: string, startDate?: string, endDate?: string) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${[slug, startDate, endDate].filter(Boolean).join("-")}.csv`;
}
