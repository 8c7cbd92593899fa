import type { Context } from "hono";
import { createFactory } from "hono/factory";
import type * as v from "valibot";
import type { ProfileAccess } from "../../access/profile-ads-client";
import type { AppEnv } from "../../app-env";
import { ApiError, validationError } from "../../contracts/api-error";
import { type WidgetRoute, widgetActionBodies } from "../../contracts/chat/widget-action.schemas";
import { widgetEndpoints } from "../../contracts/chat/widget-actions";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { claimWidget, publishWidgetUsed, releaseWidget } from "../../services/chat/widget-use";
import { ok } from "../respond";

const factory = createFactory<AppEnv>();

/** The product's services name their own bodies' fields; a widget's body names these instead. */
const WIDGET_FIELDS: Record<string, string> = {
  budget: "dailyBudget",
  keywordText: "keyword",
  productAsin: "productTargetAsin",
};

/** A 1005 about a service's field, told in the widget body's name for it. */
function inWidgetTerms(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 1005 || !error.field) return error;
  const field = WIDGET_FIELDS[error.field];
  return field ? validationError(field, error.message.slice(error.field.length + 2)) : error;
}

type Body<Route extends WidgetRoute> = v.InferOutput<(typeof widgetActionBodies)[Route]>;

/** The route's profile and an Ads client for it (1004 when its account must be reconnected). */
export const accessOf = async (c: Context<AppEnv>): Promise<ProfileAccess> => ({
  profile: c.var.profile,
  client: await c.var.ads(),
});

/**
 * One widget's route: path and body validated (1005 naming the field), the widget of `messageId`
 * taken for its one use (1006 when it is not the seller's unused widget for this very call), the
 * product's own service run (the widget given back if it fails), then MESSAGE_UPDATED published.
 */
export const widgetAction = <Route extends WidgetRoute, Param extends v.GenericSchema, Result>(
  route: Route,
  paramSchema: Param,
  entityOf: (param: v.InferOutput<Param>) => string | number,
  act: (c: Context<AppEnv>, param: v.InferOutput<Param>, body: Body<Route>) => Promise<Result>,
) =>
  factory.createHandlers(
    validate("param", paramSchema),
    validate("json", widgetActionBodies[route]),
    profileAccess(),
    async (c) => {
      const param = c.req.valid("param" as never) as v.InferOutput<Param>;
      const body = c.req.valid("json" as never) as Body<Route>;
      const { db, user } = c.var;
      const call = widgetEndpoints[route](c.var.profile.id, entityOf(param) as never);
      const message = await claimWidget(db, user.id, body.messageId, call);
      let result: Result;
      try {
        result = await act(c, param, body);
      } catch (error) {
        await releaseWidget(db, message.id);
        throw inWidgetTerms(error);
      }
      await publishWidgetUsed(c.env, user.id, message);
      return ok(c, result);
    },
  );
