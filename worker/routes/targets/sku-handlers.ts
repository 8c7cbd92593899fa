import type { Context } from "hono";
import { createFactory } from "hono/factory";
import type * as v from "valibot";
import type { OwnProfile } from "../../access/own-profile";
import type { ProfileAccess } from "../../access/profile-ads-client";
import type { AppEnv } from "../../app-env";
import type { DateRange } from "../../contracts/date-range";
import {
  negativeParamSchema,
  negativeStateSchema,
  skuParamSchema,
} from "../../contracts/sku-targets/targets.schemas";
import type { Database } from "../../db/client";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { resolveRange } from "../../services/statistics/report-range";
import { ok } from "../respond";

/** Handlers the keyword and ASIN target routes of an advertised SKU share. */
const factory = createFactory<AppEnv>();

export const skuParam = validate("param", skuParamSchema);

/** The route's profile and an Ads client for it (1004 when its account must be reconnected). */
export const adsAccess = async (c: Context<AppEnv>): Promise<ProfileAccess> => ({
  profile: c.var.profile,
  client: await c.var.ads(),
});

/**
 * GET /:profileId/:skuId: one page of the SKU's keywords or ASIN targets, figures over the default range,
 * its query (`q`, `limit`, `cursor`, `sort`, `order`) read by `querySchema`.
 */
export const pageOf = <Schema extends v.GenericSchema<unknown, Record<string, unknown>>, Page>(
  querySchema: Schema,
  page: (
    db: Database,
    profile: OwnProfile,
    skuId: number,
    query: v.InferOutput<Schema>,
    range: DateRange,
    env: Env,
  ) => Promise<Page>,
) =>
  factory.createHandlers(skuParam, validate("query", querySchema), profileAccess(), async (c) => {
    const { profile } = c.var;
    const range = await resolveRange({}, profile.timezone, c.var.now);
    return ok(
      c,
      await page(c.var.db, profile, c.req.valid("param").skuId, c.req.valid("query"), range, c.env),
    );
  });

/** PUT /:profileId/negative-…/:id: a negative keyword's or target's state, on Amazon first. */
export const negativeStateOf = <Change>(
  update: (db: Database, access: ProfileAccess, id: string, state: string) => Promise<Change>,
) =>
  factory.createHandlers(
    refuseWhenAdLimitReached(),
    validate("param", negativeParamSchema),
    validate("json", negativeStateSchema),
    profileAccess(),
    async (c) => {
      const { id } = c.req.valid("param");
      return ok(c, await update(c.var.db, await adsAccess(c), id, c.req.valid("json").state));
    },
  );
