import { StripeError } from "./errors";

/** Stripe's request encoding: `a[b][0][c]=v`, `expand[]=x` (or `expand[0]=x`) become nested params. */
export type Param = string | Param[] | Params;
export type Params = { [key: string]: Param };

const segmentsOf = (key: string) => {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const rest = key.slice(open).match(/\[([^\]]*)\]/g) ?? [];
  return [key.slice(0, open), ...rest.map((part) => part.slice(1, -1))];
};

function assign(target: Params, segments: string[], value: string) {
  let node = target;
  for (const [index, raw] of segments.entries()) {
    const segment = raw === "" ? String(Object.keys(node).length) : raw;
    if (index === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next !== "object" || Array.isArray(next)) node[segment] = {};
    node = node[segment] as Params;
  }
}

/** Objects whose keys are all indexes become arrays, in index order. */
function arrays(value: Param): Param {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key] as Param)]));
  if (keys.length === 0 || !keys.every((key) => /^\d+$/.test(key))) return converted;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as Param);
}

export function parseForm(search: URLSearchParams): Params {
  const root: Params = {};
  for (const [key, value] of search) assign(root, segmentsOf(key), value);
  return arrays(root) as Params;
}

/** Query string and form body (JSON bodies are accepted too, as a convenience for curl users). */
export async function readParams(request: Request): Promise<Params> {
  const params = parseForm(new URL(request.url).searchParams);
  if (request.method === "GET" || request.method === "HEAD") return params;
  const type = request.headers.get("Content-Type") ?? "";
  const text = new TextDecoder().decode(await request.arrayBuffer());
  if (!text) return params;
  if (type.includes("application/json")) {
    try {
      return { ...params, ...(JSON.parse(text) as Params) };
    } catch {
      throw new StripeError(400, "invalid_request_error", "Invalid JSON body; Stripe expects form encoding.");
    }
  }
  return { ...params, ...parseForm(new URLSearchParams(text)) };
}

export const str = (params: Params | undefined, key: string): string | undefined => {
  const value = params?.[key];
  return typeof value === "string" ? value : undefined;
};

export const obj = (params: Params | undefined, key: string): Params | undefined => {
  const value = params?.[key];
  return typeof value === "object" && !Array.isArray(value) ? value : undefined;
};

export const list = (params: Params | undefined, key: string): Param[] => {
  const value = params?.[key];
  if (value === undefined || value === "") return [];
  if (Array.isArray(value)) return value;
  return typeof value === "string" ? [value] : Object.values(value);
};

export const strings = (params: Params | undefined, key: string) =>
  list(params, key).filter((value): value is string => typeof value === "string");

export const bool = (params: Params | undefined, key: string): boolean | undefined => {
  const value = str(params, key);
  return value === undefined ? undefined : value === "true";
};

/** `metadata[k]=v` pairs; an empty value removes the key, as in Stripe. */
export function mergeMetadata(current: Record<string, string>, update: Params | undefined) {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update ?? {})) {
    if (typeof value !== "string") continue;
    if (value === "") delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
