import type { Database } from "./db/client";

/** The signed-in user as the API sees it (spec 000 §6: user, session and organisation ids). */
export type SessionUser = {
  id: string;
  sessionId: string;
  organisationId: string;
  organisationRole: string;
  organisationSlug: string;
};

/** Hono's environment of every request: the Worker's bindings and what middleware puts on the context. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Database;
    user: SessionUser;
  };
};
