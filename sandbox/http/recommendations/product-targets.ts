import { type Profile, productTargetsFor } from "../../model/index";

/** Amazon's theme names (the model says SIMILAR_TO_ADVERTISED or COMPLEMENTS). */
export const THEMES = {
  SIMILAR_TO_ADVERTISED: {
    theme: "Similar items",
    description:
      "Items that shoppers frequently view and click along with your advertised item during a shopping session.",
  },
  COMPLEMENTS: {
    theme: "Complements",
    description: "Items that are frequently purchased together as complements.",
  },
} as const;

export const encodeCursor = (offset: number) => btoa(`offset:${offset}`);

export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === "") return 0;
  try {
    const match = /^offset:(\d+)$/.exec(atob(cursor));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** One page of a list with Amazon's cursors: nextCursor absent at the end, previousCursor absent at the start. */
export function cursorPage<T>(items: readonly T[], offset: number, count: number) {
  return {
    page: items.slice(offset, offset + count),
    ...(offset + count < items.length && { nextCursor: encodeCursor(offset + count) }),
    ...(offset > 0 && { previousCursor: encodeCursor(Math.max(0, offset - count)) }),
  };
}

/** Recommended ASINs, one entry per ASIN (the `…asins.v3` media type). */
export function asinRecommendations(profile: Profile, adAsins: readonly string[]) {
  return productTargetsFor(profile, adAsins).map((entry) => ({
    recommendedAsin: entry.recommendedAsin,
    themes: entry.themes.map((theme) => THEMES[theme].theme),
  }));
}

/** Recommended ASINs grouped by theme (the `…themes.v3` media type). */
export function themeRecommendations(profile: Profile, adAsins: readonly string[]) {
  const targets = productTargetsFor(profile, adAsins);
  return (Object.keys(THEMES) as (keyof typeof THEMES)[]).flatMap((key) => {
    const recommendedAsins = targets
      .filter((entry) => entry.themes.includes(key))
      .map((entry) => entry.recommendedAsin);
    return recommendedAsins.length > 0 ? [{ ...THEMES[key], recommendedAsins }] : [];
  });
}
