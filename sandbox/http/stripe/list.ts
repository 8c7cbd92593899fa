import { invalidParam } from "./errors";
import { type Params, str } from "./form";

/** Stripe's list envelope with `limit` (1..100, default 10), `starting_after` and `ending_before`. */
export function listEnvelope<T extends { id: string }>(items: T[], params: Params, url: string) {
  const rawLimit = str(params, "limit");
  const limit = rawLimit === undefined ? 10 : Number(rawLimit);
  if (!Number.isInteger(limit)) {
    throw invalidParam("limit", `Invalid integer: ${rawLimit}`, "parameter_invalid_integer");
  }
  if (limit < 1 || limit > 100) {
    throw invalidParam("limit", "This value must be greater than or equal to 1 and at most 100.");
  }
  const after = str(params, "starting_after");
  const before = str(params, "ending_before");
  let window = items;
  if (after) window = items.slice(items.findIndex((item) => item.id === after) + 1);
  if (before) {
    const end = items.findIndex((item) => item.id === before);
    window = items.slice(Math.max(0, end - limit), Math.max(0, end));
    return { object: "list" as const, data: window, has_more: end - limit > 0, url };
  }
  return { object: "list" as const, data: window.slice(0, limit), has_more: window.length > limit, url };
}
