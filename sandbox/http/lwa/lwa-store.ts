import type { SandboxDeps } from "../sandbox-context";
import { randomToken } from "./random-token";

/**
 * Login with Amazon state in Durable Object storage (never in the world):
 * `lwa:code:<code>`, `lwa:grant:<sellerId>:<grantId>`, `lwa:refresh:<token>`, `lwa:access:<token>`.
 * A token is valid only while its grant exists, so revoking a seller's grants kills every token.
 * Times are simulated milliseconds (the sandbox clock), never wall time.
 */
export const CODE_TTL_MS = 5 * 60_000;
export const ACCESS_TTL_SECONDS = 3600;

export type AuthorizationCode = {
  sellerId: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  expiresAt: number;
  used: boolean;
  codeChallenge?: string;
  codeChallengeMethod?: "S256" | "plain";
};
type TokenRecord = { grantKey: string; sellerId: string; clientId: string; expiresAt?: number };
export type TokenPair = { accessToken: string; refreshToken: string };
export type AccessSession = { sellerId: string; clientId: string };

const codeKey = (code: string) => `lwa:code:${code}`;
const grantPrefix = (sellerId: string) => `lwa:grant:${sellerId}:`;
const refreshKey = (token: string) => `lwa:refresh:${token}`;
const accessKey = (token: string) => `lwa:access:${token}`;

export const simulatedNow = async (deps: SandboxDeps) => Date.parse((await deps.world.read()).clock.now);

export async function issueCode(deps: SandboxDeps, code: Omit<AuthorizationCode, "expiresAt" | "used">) {
  const value = randomToken("ANa", 18);
  const record: AuthorizationCode = {
    ...code,
    expiresAt: (await simulatedNow(deps)) + CODE_TTL_MS,
    used: false,
  };
  await deps.storage.put(codeKey(value), record);
  return value;
}

export async function readCode(deps: SandboxDeps, code: string) {
  return deps.storage.get<AuthorizationCode>(codeKey(code));
}

/** Marks a code used (kept, so a second use is told apart from an unknown code). */
export async function spendCode(deps: SandboxDeps, code: string, record: AuthorizationCode) {
  await deps.storage.put(codeKey(code), { ...record, used: true });
}

/** A new grant (the seller consented) with its refresh token and a first access token. */
export async function openGrant(deps: SandboxDeps, sellerId: string, clientId: string): Promise<TokenPair> {
  const grantKey = `${grantPrefix(sellerId)}${randomToken("", 12)}`;
  const refreshToken = randomToken("Atzr|");
  await deps.storage.put(grantKey, { sellerId, clientId });
  await deps.storage.put(refreshKey(refreshToken), { grantKey, sellerId, clientId } satisfies TokenRecord);
  return { refreshToken, accessToken: await issueAccess(deps, { grantKey, sellerId, clientId }) };
}

async function issueAccess(deps: SandboxDeps, grant: Omit<TokenRecord, "expiresAt">) {
  const accessToken = randomToken("Atza|");
  const expiresAt = (await simulatedNow(deps)) + ACCESS_TTL_SECONDS * 1000;
  await deps.storage.put(accessKey(accessToken), { ...grant, expiresAt } satisfies TokenRecord);
  return accessToken;
}

async function live(deps: SandboxDeps, record: TokenRecord | undefined) {
  return record && (await deps.storage.get(record.grantKey)) !== undefined ? record : undefined;
}

/** A new access token for a refresh token, or why not. */
export async function refreshAccess(deps: SandboxDeps, refreshToken: string, clientId: string) {
  const record = await live(deps, await deps.storage.get<TokenRecord>(refreshKey(refreshToken)));
  if (!record) return { ok: false, error: "The refresh token is unknown or has been revoked" } as const;
  if (record.clientId !== clientId) {
    return { ok: false, error: "The refresh token was issued to another client" } as const;
  }
  return { ok: true, accessToken: await issueAccess(deps, record) } as const;
}

/** The seller and client behind a live, unexpired access token. */
export async function findAccess(deps: SandboxDeps, accessToken: string): Promise<AccessSession | undefined> {
  const record = await live(deps, await deps.storage.get<TokenRecord>(accessKey(accessToken)));
  if (!record || (record.expiresAt ?? 0) <= (await simulatedNow(deps))) return undefined;
  return { sellerId: record.sellerId, clientId: record.clientId };
}

/** Revokes every grant of a seller: their refresh and access tokens stop working. Answers how many. */
export async function revokeSeller(deps: SandboxDeps, sellerId: string): Promise<number> {
  const grants = [...(await deps.storage.list({ prefix: grantPrefix(sellerId) })).keys()];
  for (let start = 0; start < grants.length; start += 128) {
    await deps.storage.delete(grants.slice(start, start + 128));
  }
  return grants.length;
}
