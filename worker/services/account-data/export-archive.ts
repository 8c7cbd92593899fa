import { and, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { SELLER_TABLES, type Seller, type SellerTable } from "../../access/seller-tables";
import type { Database } from "../../db/client";
import { archiveReadme } from "./export-readme";
import { csvLine } from "./export-values";

/**
 * Rows read from D1 at a time. The archive is made while it is downloaded: the next page is read only
 * when the browser has taken what the last one compressed to, so memory holds one page and the
 * compressor's window whatever the seller's size.
 */
export const EXPORT_PAGE_ROWS = 1000;

type Row = Record<string, unknown>;

/** The table's exported columns by SQL name (secrets left out), and the rowid to page on. */
function exportedColumns(entry: SellerTable) {
  const columns: Record<string, SQLiteColumn | ReturnType<typeof sql<number>>> = {};
  for (const [key, column] of Object.entries(getTableColumns(entry.table))) {
    if (!entry.secrets?.includes(key)) columns[column.name] = column;
  }
  return columns;
}

/** The seller's rows of one table, a page at a time, in rowid order. */
async function* pagesOf(db: Database, entry: SellerTable, seller: Seller): AsyncGenerator<Row[]> {
  const columns = { ...exportedColumns(entry), __rowid: sql<number>`rowid` };
  let after = 0;
  for (;;) {
    const page = (await db
      .select(columns)
      .from(entry.table)
      .where(and(entry.owned(seller), sql`rowid > ${after}`))
      .orderBy(sql`rowid`)
      .limit(EXPORT_PAGE_ROWS)) as Row[];
    if (page.length === 0) return;
    after = page[page.length - 1]?.__rowid as number;
    yield page.map(({ __rowid, ...row }) => row);
    if (page.length < EXPORT_PAGE_ROWS) return;
  }
}

/** `json/<table>.json`: an array, a row a line (instants as ISO strings, through Date's toJSON). */
async function* jsonEntry(db: Database, entry: SellerTable, seller: Seller, file: ZipDeflate) {
  let separator = "\n";
  file.push(strToU8("["));
  for await (const page of pagesOf(db, entry, seller)) {
    const lines = page.map((row) => {
      const line = `${separator}${JSON.stringify(row)}`;
      separator = ",\n";
      return line;
    });
    file.push(strToU8(lines.join("")));
    yield;
  }
  file.push(strToU8(separator === "\n" ? "]\n" : "\n]\n"), true);
}

/** `csv/<table>.csv`: a header of column names, then a line a row. */
async function* csvEntry(db: Database, entry: SellerTable, seller: Seller, file: ZipDeflate) {
  const header = Object.keys(exportedColumns(entry));
  file.push(strToU8(csvLine(header)));
  for await (const page of pagesOf(db, entry, seller)) {
    file.push(strToU8(page.map((row) => csvLine(header.map((name) => row[name]))).join("")));
    yield;
  }
  file.push(new Uint8Array(0), true);
}

/** Every step of the archive: README, then each exported table as JSON and as CSV. */
async function* archiveSteps(db: Database, seller: Seller, zip: Zip, exportedAt: Date) {
  const readme = new ZipDeflate("README.txt");
  zip.add(readme);
  readme.push(strToU8(archiveReadme(exportedAt)), true);
  for (const entry of SELLER_TABLES.filter((each) => !each.derivedFrom)) {
    const name = getTableName(entry.table);
    const json = new ZipDeflate(`json/${name}.json`);
    zip.add(json);
    yield* jsonEntry(db, entry, seller, json);
    const csv = new ZipDeflate(`csv/${name}.csv`);
    zip.add(csv);
    yield* csvEntry(db, entry, seller, csv);
  }
  zip.end();
}

/** The zip of everything held about the seller, made as the stream is read. */
export function exportArchive(db: Database, seller: Seller, exportedAt: Date): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let finished = false;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const steps = archiveSteps(db, seller, zip, exportedAt);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (failure) return controller.error(failure);
        if (ready.length > 0) {
          for (const chunk of ready.splice(0)) controller.enqueue(chunk);
          return;
        }
        if (finished) return controller.close();
        finished = (await steps.next()).done === true;
      }
    },
    async cancel() {
      await steps.return(undefined);
    },
  });
}
