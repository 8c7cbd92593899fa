import { createMiddleware } from "hono/factory";
import { activeOf, memberOrganisations } from "../access/member-organisations";
import type { AppEnv } from "../app-env";
import { ApiError } from "../contracts/api-error";
import { ORGANISATION_HEADER } from "../contracts/organisations/organisation-header";

/**
 * Mounted once, right after requireUser: the organisation this request acts in, `c.var.membership`.
 * It is the one the X-Skupilot-Organisation header names when the user belongs to it; without the
 * header, or when it names an organisation they are not (or no longer) a member of, their oldest
 * membership: a stale choice falls back, it never locks the whole app (docs/teams.md).
 */
export const activeOrganisation = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const chosen = c.req.header(ORGANISATION_HEADER);
    const organisations = await memberOrganisations(c.var.db, c.var.user.id);
    const active = activeOf(organisations, chosen);
    // Every user owns an organisation from sign-up on: none means the account is gone.
    if (!active) throw new ApiError(1009, "Please sign in to continue.");
    c.set("membership", active);
    c.set("organisations", organisations);
    await next();
  });
