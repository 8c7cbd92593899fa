import { type Context, Hono } from "hono";
import type { SandboxDeps, SandboxEnv } from "../sandbox-context";
import { clientAuthenticates } from "./clients";
import { ACCESS_TTL_SECONDS, openGrant, readCode, refreshAccess, simulatedNow, spendCode } from "./lwa-store";
import { verifierMatches } from "./pkce";

/** `POST /auth/o2/token`: authorization_code and refresh_token grants, LWA's answers and errors. */
type Form = Record<string, string | undefined>;
type TokenError = "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type";

const fail = (c: Context, error: TokenError, description: string) =>
  c.json({ error, error_description: description }, 400, { "Cache-Control": "no-store" });

function basicCredentials(header: string | undefined): { id?: string; secret?: string } {
  if (!header?.startsWith("Basic ")) return {};
  const [id, secret] = atob(header.slice(6)).split(":");
  return { id: id && decodeURIComponent(id), secret: secret && decodeURIComponent(secret) };
}

async function exchangeCode(c: Context, deps: SandboxDeps, form: Form, clientId: string) {
  if (!form.code || !form.redirect_uri)
    return fail(c, "invalid_request", "code and redirect_uri are required");
  const code = await readCode(deps, form.code);
  if (!code) return fail(c, "invalid_grant", "The authorization code is unknown");
  if (code.used) return fail(c, "invalid_grant", "The authorization code has already been used");
  if (code.expiresAt <= (await simulatedNow(deps)))
    return fail(c, "invalid_grant", "The authorization code has expired");
  if (code.clientId !== clientId)
    return fail(c, "invalid_grant", "The authorization code was issued to another client");
  if (code.redirectUri !== form.redirect_uri) {
    return fail(c, "invalid_grant", "redirect_uri does not match the one the code was issued for");
  }
  if (!(await verifierMatches(code, form.code_verifier)))
    return fail(c, "invalid_grant", "code_verifier does not match");
  await spendCode(deps, form.code ?? "", code);
  const tokens = await openGrant(deps, code.sellerId, clientId);
  return answer(c, tokens.accessToken, tokens.refreshToken);
}

async function refresh(c: Context, deps: SandboxDeps, form: Form, clientId: string) {
  if (!form.refresh_token) return fail(c, "invalid_request", "refresh_token is required");
  const refreshed = await refreshAccess(deps, form.refresh_token, clientId);
  if (!refreshed.ok) return fail(c, "invalid_grant", refreshed.error);
  return answer(c, refreshed.accessToken, form.refresh_token);
}

const answer = (c: Context, accessToken: string, refreshToken: string) =>
  c.json(
    {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: ACCESS_TTL_SECONDS,
      refresh_token: refreshToken,
    },
    200,
    { "Cache-Control": "no-store" },
  );

export const tokenRoutes = new Hono<SandboxEnv>().post("/", async (c) => {
  if (!c.req.header("Content-Type")?.startsWith("application/x-www-form-urlencoded")) {
    return fail(c, "invalid_request", "Send the request as application/x-www-form-urlencoded");
  }
  const body = await c.req.parseBody();
  const form: Form = Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : undefined]),
  );
  if (!form.grant_type) return fail(c, "invalid_request", "grant_type is required");
  const basic = basicCredentials(c.req.header("Authorization"));
  const clientId = form.client_id ?? basic.id ?? "";
  if (!clientAuthenticates(clientId, form.client_secret ?? basic.secret ?? "")) {
    return fail(
      c,
      "invalid_client",
      "Client authentication failed: unknown client_id or wrong client_secret",
    );
  }
  if (form.grant_type === "authorization_code") return exchangeCode(c, c.var.deps, form, clientId);
  if (form.grant_type === "refresh_token") return refresh(c, c.var.deps, form, clientId);
  return fail(c, "unsupported_grant_type", `grant_type "${form.grant_type}" is not supported`);
});
