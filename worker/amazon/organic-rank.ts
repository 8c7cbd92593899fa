/**
 * A product's organic position for a keyword, from a rank tracker. Amazon's Ads API has none; locally
 * the sandbox's `GET /_sandbox/organic-rank` stands in (ORGANIC_RANK_URL). Without a URL every rank is
 * unknown (null) and the rules that need one wait.
 */
export type OrganicRankQuery = { amazonProfileId: string; asin: string; keyword: string };

/** 1 = first organic result; null when the product does not rank, or no tracker is configured or it failed. */
export async function organicRank(
  env: { ORGANIC_RANK_URL?: string },
  { amazonProfileId, asin, keyword }: OrganicRankQuery,
): Promise<number | null> {
  if (!env.ORGANIC_RANK_URL) return null;
  const url = new URL(env.ORGANIC_RANK_URL);
  url.search = new URLSearchParams({ profileId: amazonProfileId, asin, keyword }).toString();
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const { organicRank: rank } = (await response.json()) as { organicRank?: number | null };
    return typeof rank === "number" ? rank : null;
  } catch {
    return null;
  }
}
