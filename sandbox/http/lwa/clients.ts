import { env } from "cloudflare:workers";

/** The LWA security profiles the sandbox knows: `LWA_CLIENT_ID` / `LWA_CLIENT_SECRET` vars, comma-separated pairs. */
const DEFAULT_CLIENT_ID = "skupilot-local-client";
const DEFAULT_CLIENT_SECRET = "skupilot-local-secret";

type LwaVars = { LWA_CLIENT_ID?: string; LWA_CLIENT_SECRET?: string; LWA_APP_NAME?: string };
const vars = () => env as unknown as LwaVars;
const split = (text: string | undefined, fallback: string) =>
  (text?.trim() ? text : fallback).split(",").map((part) => part.trim());

export function configuredClients(): Map<string, string> {
  const ids = split(vars().LWA_CLIENT_ID, DEFAULT_CLIENT_ID);
  const secrets = split(vars().LWA_CLIENT_SECRET, DEFAULT_CLIENT_SECRET);
  return new Map(ids.map((id, index) => [id, secrets[index] ?? secrets[0] ?? ""]));
}

export const isKnownClient = (clientId: string) => configuredClients().has(clientId);

export function clientAuthenticates(clientId: string, secret: string): boolean {
  const expected = configuredClients().get(clientId);
  return expected !== undefined && expected === secret;
}

/** The name the consent page shows for a client (one app per sandbox). */
export const appName = () => vars().LWA_APP_NAME?.trim() || "Skupilot";
