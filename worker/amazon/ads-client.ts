import type { AmazonConfig } from "./amazon-config";
import { AmazonRequestError } from "./errors";
import { type AdsRegion, adsApiBase } from "./regions";
import { DEFAULT_RETRY_POLICY, fetchWithRetry, type RetryPolicy } from "./retrying-fetch";

/** Hands out a valid access token; `refresh` forces a new one (after a 401). */
export type AccessTokenSource = { current(): Promise<string>; refresh(): Promise<string> };

export type AdsRequest = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
  contentType?: string;
  accept?: string;
  /** The profile the call acts for (Amazon-Advertising-API-Scope); every call but /v2/profiles has one. */
  profileId?: string;
  /** Answer the body as text, unparsed (for int64 ids that JSON.parse would round). */
  raw?: boolean;
};

/** One regional Ads API: headers, retries, and one token refresh on 401. */
export class AdsClient {
  constructor(
    private readonly config: AmazonConfig,
    private readonly tokens: AccessTokenSource,
    readonly region: AdsRegion,
    private readonly policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  ) {}

  /** The parsed JSON body of a 2xx answer (207 included); anything else throws AmazonRequestError. */
  async send<T>(request: AdsRequest): Promise<T> {
    let response = await this.#attempt(request, await this.tokens.current());
    if (response.status === 401) {
      await response.body?.cancel();
      response = await this.#attempt(request, await this.tokens.refresh());
    }
    const text = await response.text();
    const body = text ? safeJson(text) : undefined;
    if (!response.ok) {
      throw new AmazonRequestError(response.status, body, describeFailure(request, response.status, body));
    }
    return (request.raw ? text : body) as T;
  }

  #attempt(request: AdsRequest, accessToken: string) {
    const url = `${adsApiBase(this.region, this.config.apiUrlOverride)}${request.path}`;
    const headers: Record<string, string> = {
      Authorization: `Bearer ${accessToken}`,
      "Amazon-Advertising-API-ClientId": this.config.clientId,
      Accept: request.accept ?? request.contentType ?? "application/json",
    };
    if (request.profileId) headers["Amazon-Advertising-API-Scope"] = request.profileId;
    if (this.config.apiUrlOverride) headers["X-Sandbox-Region"] = this.region;
    if (request.body !== undefined) headers["Content-Type"] = request.contentType ?? "application/json";
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    return fetchWithRetry(() => new Request(url, { method: request.method, headers, body }), this.policy);
  }
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function describeFailure(request: AdsRequest, status: number, body: unknown) {
  const detail =
    body && typeof body === "object"
      ? ((body as { message?: string; details?: string; detail?: string }).message ??
        (body as { details?: string }).details ??
        (body as { detail?: string }).detail)
      : undefined;
  return `Amazon answered ${status} to ${request.method} ${request.path}${detail ? `: ${detail}` : ""}`;
}
