import { isKnownClient } from "./clients";

/** The query (GET) or form (POST) of `/ap/oa`, checked the way LWA checks it before showing consent. */
export const ADS_SCOPE = "advertising::campaign_management";
/** `profile` (name, e-mail, user id) may come along with the Ads scope; nothing else is granted here. */
const KNOWN_SCOPES = new Set([ADS_SCOPE, "profile"]);

/** Space-separated scopes: the Ads scope is required, `profile` optional. Answers the normalised list or a problem. */
function checkScope(scope: string | undefined): { ok: true; scope: string } | { ok: false; problem: string } {
  const scopes = (scope ?? "").split(/\s+/).filter(Boolean);
  const unknown = scopes.find((item) => !KNOWN_SCOPES.has(item));
  if (unknown) return { ok: false, problem: `scope "${unknown}" is not supported.` };
  if (!scopes.includes(ADS_SCOPE)) return { ok: false, problem: `scope must include "${ADS_SCOPE}".` };
  return { ok: true, scope: [...new Set(scopes)].join(" ") };
}

export type AuthorizeRequest = {
  clientId: string;
  scope: string;
  redirectUri: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: "S256" | "plain";
};

export type Checked = { ok: true; request: AuthorizeRequest } | { ok: false; problem: string };

function absoluteHttpUrl(text: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

export function checkAuthorizeRequest(params: Record<string, string | undefined>): Checked {
  const clientId = params.client_id ?? "";
  const redirectUri = params.redirect_uri ?? "";
  const method = params.code_challenge_method ?? (params.code_challenge ? "plain" : undefined);
  if (!clientId) return { ok: false, problem: "client_id is missing." };
  if (!isKnownClient(clientId))
    return { ok: false, problem: `client_id "${clientId}" is not a known application.` };
  if (params.response_type !== "code") return { ok: false, problem: 'response_type must be "code".' };
  const scope = checkScope(params.scope);
  if (!scope.ok) return scope;
  if (!absoluteHttpUrl(redirectUri))
    return { ok: false, problem: "redirect_uri must be an absolute http(s) URL." };
  if (method !== undefined && method !== "S256" && method !== "plain") {
    return { ok: false, problem: 'code_challenge_method must be "S256" or "plain".' };
  }
  return {
    ok: true,
    request: {
      clientId,
      scope: scope.scope,
      redirectUri,
      ...(params.state !== undefined ? { state: params.state } : {}),
      ...(params.code_challenge ? { codeChallenge: params.code_challenge, codeChallengeMethod: method } : {}),
    },
  };
}

/** The hidden fields that carry a checked request from the consent page back to the POST. */
export function hiddenFields(request: AuthorizeRequest): Record<string, string> {
  return {
    client_id: request.clientId,
    scope: request.scope,
    response_type: "code",
    redirect_uri: request.redirectUri,
    ...(request.state !== undefined ? { state: request.state } : {}),
    ...(request.codeChallenge
      ? {
          code_challenge: request.codeChallenge,
          code_challenge_method: request.codeChallengeMethod ?? "plain",
        }
      : {}),
  };
}
