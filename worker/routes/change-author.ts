import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { assistantEdit, sellerEdit } from "../contracts/automation/change-author";
import { changeMemberOf } from "../services/automation/change-member";

/** The signed-in member, as the change log names whoever makes or clicks a change (issue 34 item 5). */
export const changeMember = (c: Context<AppEnv>) => changeMemberOf(c.var.db, c.var.user.id);

/** The member's own edit in Skupilot. */
export const sellerEditBy = async (c: Context<AppEnv>) => sellerEdit(await changeMember(c));

/** An assistant widget the member clicked. */
export const assistantEditBy = async (c: Context<AppEnv>) => assistantEdit(await changeMember(c));
