import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "./db/schema";

export type Database = DrizzleD1Database<typeof schema>;

/** The signed-in user as the API sees it (spec 000 §6: user, session and organisation ids). */
export type SessionUser = {
  id: string;
  sessionId: string;
  organisationId: string;
  organisationRole: string;
  organisationSlug: string;
};

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Database;
    user: SessionUser;
  };
};
