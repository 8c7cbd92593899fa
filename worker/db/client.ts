import { drizzle } from "drizzle-orm/d1";
import type { Database } from "../app-env";
import * as adsSchema from "./ads-schema";
import * as accountSchema from "./schema";

export const createDatabase = (d1: D1Database): Database =>
  drizzle(d1, { schema: { ...accountSchema, ...adsSchema } });
