import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * `column in (values)` bound as a single JSON parameter. D1 refuses statements binding more than 100
 * parameters, and a campaign's keyword or target ids (or an account's SKUs) can be many more.
 */
export const inList = (column: AnyColumn | SQL, values: readonly (string | number)[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;
