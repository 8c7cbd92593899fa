import { Hono } from "hono";
import * as v from "valibot";
import { amazonConfig } from "../../amazon/amazon-config";
import type { AppEnv } from "../../app-env";
import { validate } from "../../middleware/validate";
import { disconnectAccount } from "../../services/amazon-accounts/disconnect";
import { listAccountsWithProfiles } from "../../services/amazon-accounts/list-accounts";
import { ok } from "../respond";

const tokenIdParam = v.object({
  tokenId: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Must be a whole number"), v.transform(Number)),
});

/** /api/users/connected-amazon-accounts: Manage Accounts (spec 000 §2.4). */
export const connectedAccountsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await listAccountsWithProfiles(c.var.db, c.var.membership.organisationId)))
  .delete("/:tokenId", validate("param", tokenIdParam), async (c) =>
    ok(
      c,
      await disconnectAccount(
        c.var.db,
        amazonConfig(c.env),
        c.var.membership,
        c.req.valid("param").tokenId,
        c.var.now,
      ),
    ),
  );
