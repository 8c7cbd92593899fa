/** Where Amazon is and who we are to it: production hosts, or the sandbox when the env says so. */
export type AmazonConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Replaces the three regional API hosts (locally: the sandbox). */
  apiUrlOverride?: string;
  tokenEncryptionKey: string;
};

export function amazonConfig(env: Env): AmazonConfig {
  return {
    clientId: env.LWA_CLIENT_ID,
    clientSecret: env.LWA_CLIENT_SECRET,
    authorizeUrl: env.LWA_AUTHORIZE_URL || "https://www.amazon.com/ap/oa",
    tokenUrl: env.LWA_TOKEN_URL || "https://api.amazon.com/auth/o2/token",
    apiUrlOverride: env.AMAZON_ADS_API_URL || undefined,
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY,
  };
}
