import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv, SessionUser } from "../../../worker/app-env";
import { activeOrganisation } from "../../../worker/middleware/active-organisation";
import { refuseWhenAdLimitReached } from "../../../worker/middleware/ad-limit";
import { database } from "../../../worker/middleware/database";
import { handleError } from "../../../worker/middleware/error-handler";
import { signUp } from "../support/accounts";

/** A stand-in mutation route behind the guard, signed in as `userId`, acting in their organisation. */
const guarded = (userId: string) =>
  new Hono<AppEnv>()
    .use(database())
    .use(async (c, next) => {
      c.set("user", { id: userId } as SessionUser);
      await next();
    })
    .use(activeOrganisation())
    .put("/change", refuseWhenAdLimitReached(), (c) => c.json({ status: "SUCCESS", data: "changed" }))
    .onError(handleError);

const put = (userId: string) => guarded(userId).request("/change", { method: "PUT" }, env);

describe("refuseWhenAdLimitReached", () => {
  it("lets a user under the limit through", async () => {
    const user = await signUp();
    const response = await put(user.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "SUCCESS", data: "changed" });
  });

  it("answers 403 with code 1002 once the user's ad spend reached the plan's limit", async () => {
    const user = await signUp();
    await env.DB.prepare("update users set is_ad_limit_reached = 1 where id = ?").bind(user.id).run();
    const response = await put(user.id);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: "ERROR",
      data: {
        code: 1002,
        message: "Your ad spend has reached your plan's monthly limit. Upgrade your plan to make changes.",
      },
    });
  });
});
