import type { Envelope, ErrorEnvelope } from "@contracts/api-response";

/** A failed API call. `data` is the error envelope, so `error.data.data.message` is the server's text (spec 000 §8). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly data: ErrorEnvelope,
  ) {
    super(data.data.message);
    this.name = "ApiRequestError";
  }

  get code() {
    return this.data.data.code;
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined>;
};

const toQueryString = (query: RequestOptions["query"]) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** Calls `/api{path}` with the session cookie and unwraps the envelope's data. */
export async function api<T>(path: string, { method = "GET", body, query }: RequestOptions = {}): Promise<T> {
  const response = await fetch(`/api${path}${toQueryString(query)}`, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (response.ok && envelope?.status === "SUCCESS") return envelope.data;
  throw new ApiRequestError(
    response.status,
    envelope && envelope.status !== "SUCCESS"
      ? envelope
      : { status: "INTERNAL_ERROR", data: { code: 500, message: `Request failed (${response.status})` } },
  );
}
