import type { Context } from "hono";
import { createFactory } from "hono/factory";
import { marketplaceNow } from "../../amazon/marketplace-clock";
import type { AppEnv } from "../../app-env";
import type { DateRange } from "../../contracts/date-range";
import {
  cursorListQuerySchema,
  negativeParamSchema,
  negativeStateSchema,
  skuParamSchema,
} from "../../contracts/sku-targets/targets.schemas";
import type { Database } from "../../db/client";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { validate } from "../../middleware/validate";
import { type OwnProfile, requireOwnProfile } from "../../services/amazon-accounts/own-profile";
import { type ProfileAccess, profileAdsClient } from "../../services/amazon-accounts/profile-ads-client";
import type { CursorQuery } from "../../services/sku-targets/cursor-page";
import { resolveRange } from "../../services/statistics/report-range";
import { ok } from "../respond";

/** Handlers the keyword and ASIN target routes of an advertised SKU share. */
const factory = createFactory<AppEnv>();

export const skuParam = validate("param", skuParamSchema);

/** The signed-in user's profile and an Ads client for it (1003/1004 otherwise). */
export const adsAccess = (c: Context<AppEnv>, profileId: number) =>
  profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);

/** GET /:profileId/:skuId: one page of the SKU's keywords or ASIN targets, figures over the default range. */
export const pageOf = <Page>(
  page: (
    db: Database,
    profile: OwnProfile,
    skuId: number,
    query: CursorQuery,
    range: DateRange,
  ) => Promise<Page>,
) =>
  factory.createHandlers(skuParam, validate("query", cursorListQuerySchema), async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
    const range = await resolveRange({}, profile.timezone, () => marketplaceNow(c.env));
    return ok(c, await page(c.var.db, profile, skuId, c.req.valid("query"), range));
  });

/** PUT /:profileId/negative-…/:id: a negative keyword's or target's state, on Amazon first. */
export const negativeStateOf = <Change>(
  update: (db: Database, access: ProfileAccess, id: string, state: string) => Promise<Change>,
) =>
  factory.createHandlers(
    refuseWhenAdLimitReached(),
    validate("param", negativeParamSchema),
    validate("json", negativeStateSchema),
    async (c) => {
      const { profileId, id } = c.req.valid("param");
      return ok(c, await update(c.var.db, await adsAccess(c, profileId), id, c.req.valid("json").state));
    },
  );
