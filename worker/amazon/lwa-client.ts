import type { AmazonConfig } from "./amazon-config";
import { AmazonClientConfigError, AmazonGrantRevokedError, AmazonRequestError } from "./errors";
import { DEFAULT_RETRY_POLICY, fetchWithRetry, type RetryPolicy } from "./retrying-fetch";

/** `profile` names the consenting seller (name, e-mail); the other scope runs their ads. */
export const LWA_SCOPE = "profile advertising::campaign_management";

export type LwaTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

type TokenAnswer = { access_token: string; refresh_token?: string; expires_in: number; token_type: string };
type TokenError = { error?: string; error_description?: string };

/**
 * The consent page address the seller's browser is sent to, with the S256 challenge of a PKCE verifier
 * that stays on the server: a code caught on its way back is useless without it.
 */
export function authorizationUrl(
  config: AmazonConfig,
  redirectUri: string,
  state: string,
  codeChallenge: string,
) {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    scope: LWA_SCOPE,
    response_type: "code",
    redirect_uri: redirectUri,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

/** The code for tokens; `codeVerifier` is the one whose challenge the consent page was given, if any. */
export const exchangeCode = (
  config: AmazonConfig,
  code: string,
  redirectUri: string,
  codeVerifier?: string,
  policy?: RetryPolicy,
) =>
  requestTokens(
    config,
    {
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    },
    policy,
  );

export const refreshTokens = (config: AmazonConfig, refreshToken: string, policy?: RetryPolicy) =>
  requestTokens(config, { grant_type: "refresh_token", refresh_token: refreshToken }, policy);

async function requestTokens(
  config: AmazonConfig,
  grant: Record<string, string>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<LwaTokens> {
  const body = new URLSearchParams({
    ...grant,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  const response = await fetchWithRetry(
    () =>
      new Request(config.tokenUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
          Accept: "application/json",
        },
        body,
      }),
    policy,
  );
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer & TokenError;
  if (response.ok && answer.access_token) {
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? grant.refresh_token ?? "",
      expiresAt: new Date(Date.now() + answer.expires_in * 1000),
    };
  }
  const description = answer.error_description ?? answer.error ?? `HTTP ${response.status}`;
  if (answer.error === "invalid_grant") throw new AmazonGrantRevokedError(description);
  if (answer.error === "invalid_client") throw new AmazonClientConfigError(description);
  throw new AmazonRequestError(response.status, answer, `Login with Amazon failed: ${description}`);
}
