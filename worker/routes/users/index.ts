import { Hono } from "hono";
import { marketplaceNow } from "../../amazon/marketplace-clock";
import type { AppEnv } from "../../app-env";
import { ApiError } from "../../contracts/api-error";
import { changePasswordSchema, signUpSchema, updateProfileSchema } from "../../contracts/users/users.schemas";
import { validate } from "../../middleware/validate";
import { changePassword, createUser, findCurrentUser, renameUser } from "../../services/users/users";
import { ok } from "../respond";

/** POST /api/users: sign-up, open to anyone; the trial starts now on the product's clock. */
export const signUpRoutes = new Hono<AppEnv>().post("/", validate("json", signUpSchema), async (c) => {
  const id = await createUser(c.var.db, c.req.valid("json"), await marketplaceNow(c.env));
  return ok(c, { id }, 201);
});

/** /api/users for the signed-in user: their own record. */
export const usersRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = await findCurrentUser(c.var.db, c.var.user.id);
    if (!user) throw new ApiError(1009, "Please sign in to continue.");
    return ok(c, user);
  })
  .patch("/", validate("json", updateProfileSchema), async (c) => {
    await renameUser(c.var.db, c.var.user.id, c.req.valid("json").name);
    return ok(c, await findCurrentUser(c.var.db, c.var.user.id));
  })
  .put("/password", validate("json", changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    await changePassword(c.var.db, c.var.user.id, currentPassword, newPassword);
    return ok(c, { changed: true });
  });
