import type { SandboxDeps } from "../sandbox-context";
import { randomToken } from "./random-token";

/**
 * Login with Amazon state in Durable Object storage (never in the world):
 * `lwa:code:<code>`, `lwa:grant:<sellerId>:<grantId>`, `lwa:refresh:<token>`, `lwa:access:<token>`, and
 * `lwa:revoked:<sellerId>:<grantId>` for each grant the seller withdrew (what the sandbox shows of it).
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
type Grant = { sellerId: string; clientId: string; grantedAt?: number };
export type GrantView = {
  grantId: string;
  clientId: string;
  status: "ACTIVE" | "REVOKED";
  grantedAt: string | null;
  revokedAt: string | null;
};

const codeKey = (code: string) => `lwa:code:${code}`;
const grantPrefix = (sellerId: string) => `lwa:grant:${sellerId}:`;
const revokedPrefix = (sellerId: string) => `lwa:revoked:${sellerId}:`;
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
  await deps.storage.put(grantKey, {
    sellerId,
    clientId,
    grantedAt: await simulatedNow(deps),
  } satisfies Grant);
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

/**
 * Revokes the seller's grants (of one client, or of every client): their refresh and access tokens
 * stop working, and each grant is kept as REVOKED for `listGrants`. Answers how many.
 */
export async function revokeSeller(deps: SandboxDeps, sellerId: string, clientId?: string): Promise<number> {
  const grants = [...(await deps.storage.list<Grant>({ prefix: grantPrefix(sellerId) })).entries()].filter(
    ([, grant]) => clientId === undefined || grant.clientId === clientId,
  );
  const revokedAt = await simulatedNow(deps);
  for (const [key, grant] of grants) {
    const grantId = key.slice(grantPrefix(sellerId).length);
    await deps.storage.put(`${revokedPrefix(sellerId)}${grantId}`, { ...grant, revokedAt });
  }
  const keys = grants.map(([key]) => key);
  for (let start = 0; start < keys.length; start += 128) {
    await deps.storage.delete(keys.slice(start, start + 128));
  }
  return grants.length;
}

/** Every grant the seller ever gave, active or revoked, oldest first. */
export async function listGrants(deps: SandboxDeps, sellerId: string): Promise<GrantView[]> {
  const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  const views: GrantView[] = [];
  for (const [prefix, status] of [
    [grantPrefix(sellerId), "ACTIVE"],
    [revokedPrefix(sellerId), "REVOKED"],
  ] as const) {
    for (const [key, grant] of await deps.storage.list<Grant & { revokedAt?: number }>({ prefix })) {
      const { clientId, grantedAt, revokedAt } = grant;
      views.push({
        grantId: key.slice(prefix.length),
        clientId,
        status,
        grantedAt: iso(grantedAt),
        revokedAt: iso(revokedAt),
      });
    }
  }
  return views.sort((a, b) => (a.grantedAt ?? "").localeCompare(b.grantedAt ?? ""));
}
