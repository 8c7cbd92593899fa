import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import * as adsSchema from "./ads-schema";
import * as accountSchema from "./schema";

/** The D1 database through drizzle, with every table of the schema. */
export type Database = DrizzleD1Database<typeof accountSchema & typeof adsSchema>;

export const createDatabase = (d1: D1Database): Database =>
  drizzle(d1, { schema: { ...accountSchema, ...adsSchema } });
