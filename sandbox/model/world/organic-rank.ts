/**
 * Organic rank: a product's score on a term grows with relevance and with its recent sales
 * velocity; its rank is one plus the number of competing listings that score higher.
 */

/** Listing score from hidden relevance and average units sold per day over the last week. */
export function organicScore(relevance: number, unitsPerDay: number): number {
  return relevance * (0.4 + 0.6 * Math.log1p(unitsPerDay));
}

/** 1-based rank among competitor scores sorted from high to low (binary search). */
export function rankAmong(score: number, sortedDesc: readonly number[]): number {
  let low = 0;
  let high = sortedDesc.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sortedDesc[mid] ?? 0) > score) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}

/** Share of a term's searches that click the organic listing at a rank (0 beyond page 2). */
export function organicClickShare(rank: number): number {
  if (rank <= 0 || rank > 48) return 0;
  if (rank <= 3) return 0.09 / rank;
  if (rank <= 16) return 0.012 * (16 / (rank + 8));
  return 0.002;
}
