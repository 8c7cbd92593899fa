import type { AmazonConfig } from "./amazon-config";
import { AmazonRequestError } from "./errors";
import { fetchWithRetry } from "./retrying-fetch";

export type LwaUserProfile = { userId: string; name: string; email: string };

/** Who consented: Login with Amazon's profile (scope `profile`), served beside the token endpoint. */
export async function fetchUserProfile(config: AmazonConfig, accessToken: string): Promise<LwaUserProfile> {
  const url = `${new URL(config.tokenUrl).origin}/user/profile`;
  const response = await fetchWithRetry(
    () =>
      new Request(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } }),
  );
  const body = (await response.json().catch(() => ({}))) as {
    user_id?: string;
    name?: string;
    email?: string;
  };
  if (!response.ok || !body.user_id) {
    throw new AmazonRequestError(
      response.status,
      body,
      "Login with Amazon did not return the seller's profile",
    );
  }
  return { userId: body.user_id, name: body.name ?? "", email: body.email ?? "" };
}
