import type { Context } from "hono";
import type { SuccessEnvelope } from "../contracts/api-response";

export const ok = <T>(c: Context, data: T, status: 200 | 201 = 200) =>
  c.json<SuccessEnvelope<T>, typeof status>({ status: "SUCCESS", data }, status);
