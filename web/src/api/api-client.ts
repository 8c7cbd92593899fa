import { type Envelope, ErrorCode, type ErrorEnvelope, type SuccessEnvelope } from "@contracts/api-response";
import { ORGANISATION_HEADER, ORGANISATION_STORAGE_KEY } from "@contracts/organisations/organisation-header";
import { type ClientResponse, hc } from "hono/client";
import type { ApiType } from "../../../worker/app";

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

/** 403 with code 1001: the seller has neither a trial nor a subscription; only billing screens work. */
export const isNoSubscription = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && error.code === ErrorCode.NO_SUBSCRIPTION;

/** The organisation the user chose to act in, if they chose one (storage may be off: then none). */
function chosenOrganisation(): string | null {
  try {
    return globalThis.localStorage?.getItem(ORGANISATION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Same-origin with the session cookie; a request that sends nothing asks for JSON. It names the chosen
 * organisation when there is one; without, the API acts in the user's oldest (docs/teams.md).
 */
export const sameOriginFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has("Content-Type")) headers.set("Accept", "application/json");
  const organisation = chosenOrganisation();
  if (organisation) headers.set(ORGANISATION_HEADER, organisation);
  return fetch(input, { ...init, headers, credentials: "same-origin" });
};

/** Query parameters without the empty ones: an unset filter is not sent at all. */
const searchParamsOf = (query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
};

/** The Worker's API under /api, typed from its routes: a response's shape comes from the handler's `ok(c, data)`. */
export const apiClient = hc<ApiType>("/api", { fetch: sameOriginFetch, buildSearchParams: searchParamsOf });

/** What a route answers inside its success envelope. */
export type ResponseData<Response> =
  Response extends ClientResponse<infer Body, number, "json">
    ? Body extends SuccessEnvelope<infer Data>
      ? Data
      : never
    : never;

/** Awaits a client call and unwraps the envelope's data, or throws ApiRequestError with the server's envelope. */
export async function call<Response extends ClientResponse<unknown, number, string>>(
  request: Promise<Response>,
): Promise<ResponseData<Response>> {
  return envelopeData<ResponseData<Response>>(await request);
}

/** A response's envelope data, or ApiRequestError: for `call`, and for addresses known only at run time. */
export async function envelopeData<Data>(response: {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}): Promise<Data> {
  const envelope = (await response.json().catch(() => undefined)) as Envelope<Data> | undefined;
  if (response.ok && envelope?.status === "SUCCESS") return envelope.data;
  throw new ApiRequestError(
    response.status,
    envelope && envelope.status !== "SUCCESS"
      ? envelope
      : { status: "INTERNAL_ERROR", data: { code: 500, message: `Request failed (${response.status})` } },
  );
}
