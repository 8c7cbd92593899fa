import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { AdsClient } from "./amazon/ads-client";
import type * as adsSchema from "./db/ads-schema";
import type * as accountSchema from "./db/schema";
import type { OwnProfile } from "./services/own-profile";

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
    /** Set by middleware/profile-access.ts on every route whose path names :profileId. */
    profile: OwnProfile;
    /** An Ads client acting for `profile` (1004 when its account's authorisation was revoked). */
    ads: () => Promise<AdsClient>;
  };
};
