/** Download links live one simulated hour, as Amazon's presigned S3 links live 3600 seconds. */
export const URL_LIFETIME_MS = 3_600_000;

export const DOWNLOAD_PATH = "/report-files";

async function signature(secret: string, reportId: string, expires: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${reportId}.${expires}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The secret is derived from the seed: links are deterministic but cannot be guessed from an id. */
export const downloadSecret = (seed: string) => `skupilot-sandbox-report-files:${seed}`;

export async function signedDownloadUrl(origin: string, secret: string, reportId: string, now: string) {
  const expires = Date.parse(now) + URL_LIFETIME_MS;
  const sig = await signature(secret, reportId, expires);
  return {
    url: `${origin}${DOWNLOAD_PATH}/${reportId}.json.gz?expires=${expires}&sig=${sig}`,
    urlExpiresAt: new Date(expires).toISOString(),
  };
}

export type DownloadCheck = "ok" | "expired" | "forbidden";

/** Whether a link is genuine and still valid at the simulated now. */
export async function checkDownload(
  secret: string,
  reportId: string,
  expiresParam: string | undefined,
  sig: string | undefined,
  now: string,
): Promise<DownloadCheck> {
  const expires = Number(expiresParam);
  if (!Number.isSafeInteger(expires) || !sig || sig !== (await signature(secret, reportId, expires))) {
    return "forbidden";
  }
  return Date.parse(now) < expires ? "ok" : "expired";
}
