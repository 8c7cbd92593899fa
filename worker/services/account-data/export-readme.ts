import { getTableColumns, getTableName } from "drizzle-orm";
import { SELLER_TABLES } from "../../access/seller-tables";

/** README.txt of a data export: what the files are and what is deliberately not in them. */
export function archiveReadme(exportedAt: Date) {
  const derived = SELLER_TABLES.filter((entry) => entry.derivedFrom).map(
    (entry) => `  - ${getTableName(entry.table)}: sums of ${entry.derivedFrom}, which is included`,
  );
  const secrets = SELLER_TABLES.filter((entry) => entry.secrets).map(
    (entry) =>
      `  - ${getTableName(entry.table)}: ${entry.secrets?.map((key) => getTableColumns(entry.table)[key]?.name).join(", ")}`,
  );
  return [
    "Skupilot: everything we hold about you",
    `Exported ${exportedAt.toISOString()}`,
    "",
    "Each table with your data is here twice: json/<table>.json (an array of rows) and csv/<table>.csv",
    "(RFC 4180, a header line first). Amounts in *_cents columns are integer cents; times are UTC.",
    "In the CSV files, text starting with = + - @ is prefixed with ' so that spreadsheets do not run it.",
    "",
    "Not included:",
    ...derived,
    "  - secrets, never exported:",
    ...secrets.map((line) => `  ${line}`),
    "",
  ].join("\r\n");
}
