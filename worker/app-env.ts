import type { MemberOrganisation } from "./access/member-organisations";
import type { OwnProfile } from "./access/own-profile";
import type { AdsClient } from "./amazon/ads-client";
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
    /** The session's decoded token (requireUser), for a route that renews it (auth/renew-session.ts). */
    sessionToken: Record<string, unknown>;
    /**
     * The organisation the request acts in, with the caller's role there and its owner (whose plan it
     * runs on): set by activeOrganisation() (middleware/active-organisation.ts), mounted beside requireUser.
     */
    membership: MemberOrganisation;
    /** Every organisation the caller belongs to, oldest membership first (the same gate). */
    organisations: MemberOrganisation[];
    /** Set by profileAccess() (middleware/profile-access.ts), which every route naming :profileId lists. */
    profile: OwnProfile;
    /** An Ads client acting for `profile` (1004 when its account's authorisation was revoked). */
    ads: () => Promise<AdsClient>;
    /** The marketplace's now, read at most once a request (middleware/marketplace-clock.ts). */
    now: () => Promise<Date>;
    /** Set by the credentials authorize() when the e-mail it was given is locked out. */
    signInLocked?: boolean;
  };
};
