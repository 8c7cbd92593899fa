import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as adsSchema from "./db/ads-schema";
import type * as accountSchema from "./db/schema";

export type Database = DrizzleD1Database<typeof accountSchema & typeof adsSchema>;

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
    /** Set by the credentials authorize() when the e-mail it was given is locked out. */
    signInLocked?: boolean;
  };
};
