/** Which queries an ad group's negatives (its own and its campaign's) exclude, cached per ad group. */
import type { AdGroup } from "../entities";
import type { Profile } from "../state";
import { negativeExpressionBlocksPage, type PageFacts } from "./targeting";
import { negativeBlocks, normalizedWords } from "./text-match";

/** A predicate telling whether an ad group's (or its campaign's) negatives block a query. */
export function negativeFilter(
  profile: Profile,
  words: string[][],
  pages: (PageFacts | undefined)[],
): (group: AdGroup, queryIndex: number) => boolean {
  const { ads } = profile;
  const cache = new Map<string, Set<number>>();
  return (group, q) => {
    let set = cache.get(group.adGroupId);
    if (!set) {
      set = new Set<number>();
      const keywordNegatives = [
        ...ads.negativeKeywords.filter((n) => n.adGroupId === group.adGroupId && n.state === "ENABLED"),
        ...ads.campaignNegativeKeywords.filter(
          (n) => n.campaignId === group.campaignId && n.state === "ENABLED",
        ),
      ].map((n) => ({ words: normalizedWords(n.keywordText), matchType: n.matchType }));
      const targetNegatives = [
        ...ads.negativeTargets.filter((n) => n.adGroupId === group.adGroupId && n.state === "ENABLED"),
        ...ads.campaignNegativeTargets.filter(
          (n) => n.campaignId === group.campaignId && n.state === "ENABLED",
        ),
      ];
      for (let i = 0; i < words.length; i++) {
        const termWords = words[i] ?? [];
        const page = pages[i];
        if (
          termWords.length > 0 &&
          keywordNegatives.some((n) => negativeBlocks(n.words, termWords, n.matchType))
        )
          set.add(i);
        if (page && targetNegatives.some((n) => negativeExpressionBlocksPage(n.expression, page))) set.add(i);
      }
      cache.set(group.adGroupId, set);
    }
    return set.has(q);
  };
}
