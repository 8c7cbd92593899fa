import { StripeError } from "./errors";
import { type Kind, StripeStore } from "./store";

type Json = { [key: string]: unknown };

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function load(store: StripeStore, field: string, id: string): Promise<unknown> {
  const kind: Kind | undefined = field === "coupon" ? "coupon" : StripeStore.kindOf(id);
  return (kind && (await store.get(kind, id))) ?? id;
}

/** Replaces the id at `path` (dot separated; lists expand through `data`) with the object it names. */
async function expandPath(
  store: StripeStore,
  value: unknown,
  path: string[],
  full: string,
): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => expandPath(store, item, path, full)));
  const [field, ...rest] = path;
  if (!field || !isObject(value) || !(field in value)) {
    throw new StripeError(
      400,
      "invalid_request_error",
      `This property cannot be expanded (${full}).`,
      "parameter_invalid",
      "expand",
    );
  }
  let child = value[field];
  if (typeof child === "string" && rest.length === 0) child = await load(store, field, child);
  else if (typeof child === "string")
    child = await expandPath(store, await load(store, field, child), rest, full);
  else if (rest.length > 0) child = await expandPath(store, child, rest, full);
  return { ...value, [field]: child };
}

/** Applies `expand[]` paths to a response object. */
export async function expand<T>(store: StripeStore, value: T, paths: string[]): Promise<T> {
  let result: unknown = value;
  for (const path of paths) result = await expandPath(store, result, path.split("."), path);
  return result as T;
}
