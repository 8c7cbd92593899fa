import { type Context, Hono } from "hono";
import { createFactory } from "hono/factory";
import type { ProfileAccess } from "../../access/profile-ads-client";
import type { AppEnv } from "../../app-env";
import {
  WIDGET_CATALOGUE,
  WIDGET_ROUTE_NAMES,
  type WidgetBody,
  type WidgetEntityId,
  type WidgetRoute,
  widgetCall,
  widgetEntityName,
  widgetParamSchema,
} from "../../contracts/chat/widget-catalogue";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { claimWidget, publishWidgetUsed, releaseWidget } from "../../services/chat/widget-use";
import { ok } from "../respond";

const factory = createFactory<AppEnv>();

/** The route's profile and an Ads client for it (1004 when its account must be reconnected). */
export const accessOf = async (c: Context<AppEnv>): Promise<ProfileAccess> => ({
  profile: c.var.profile,
  client: await c.var.ads(),
});

/** What a widget route does once its call is checked: the product's own service, on the entity its path names. */
type WidgetAct<Route extends WidgetRoute> = (
  c: Context<AppEnv>,
  entityId: WidgetEntityId<Route>,
  body: WidgetBody<Route>,
) => Promise<unknown>;

export type WidgetActs<Routes extends WidgetRoute = WidgetRoute> = { [Route in Routes]: WidgetAct<Route> };

/**
 * One widget's route: path and body validated (1005 naming the field), the widget of `messageId`
 * taken for its one use (1006 when it is not the seller's unused widget for this very call), the
 * product's own service run (the widget given back if it fails), then MESSAGE_UPDATED published.
 */
function mountWidgetAction<Route extends WidgetRoute>(
  app: Hono<AppEnv>,
  route: Route,
  act: WidgetAct<Route>,
) {
  const { method, path, body: bodySchema } = WIDGET_CATALOGUE[route];
  const handlers = factory.createHandlers(
    validate("param", widgetParamSchema(route)),
    validate("json", bodySchema),
    profileAccess(),
    async (c) => {
      const param = c.req.valid("param" as never) as Record<string, string | number>;
      const entityId = param[widgetEntityName(route)] as WidgetEntityId<Route>;
      const body = c.req.valid("json" as never) as WidgetBody<Route>;
      const { db, user } = c.var;
      const message = await claimWidget(
        db,
        c.var.membership.organisationId,
        body.messageId,
        widgetCall(route, c.var.profile.id, entityId),
      );
      let result: unknown;
      try {
        result = await act(c, entityId, body);
      } catch (error) {
        await releaseWidget(db, message.id);
        throw error;
      }
      await publishWidgetUsed(c.env, user.id, message);
      return ok(c, result);
    },
  );
  app.on(method, `/:profileId/${path}`, ...handlers);
}

/** /api/widget-actions/{profileId}/…: every route of the widget catalogue, each with its act. */
export function widgetActionApp(acts: WidgetActs) {
  const app = new Hono<AppEnv>();
  const mount = <Route extends WidgetRoute>(route: Route) => mountWidgetAction(app, route, acts[route]);
  for (const route of WIDGET_ROUTE_NAMES) mount(route);
  return app;
}
