import { normaliseTerm } from "../../automation/rules/search-term-figures";
import type { TermMarkAuthor, TermMarks } from "../../contracts/search-terms/term-actions";
import type { TermEntry } from "./term-entries";

/**
 * Whether a negative keeps the term's ads from showing: an exact negative of the same words, or a
 * phrase negative whose words appear in the term in order (Amazon's negative match types).
 */
export function negativeCovers(entry: Pick<TermEntry, "text" | "matchType">, term: string): boolean {
  const words = normaliseTerm(term);
  if (entry.matchType === "NEGATIVE_PHRASE") return ` ${words} `.includes(` ${entry.text} `);
  return entry.text === words;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Where the search term of `campaignId` is already negated (there, or in the SKU's other campaigns)
 * or already a keyword or product target (harvested), and who made it: `authorOf` the entry's id
 * from the change log (null when the log has no record, e.g. made on Amazon).
 */
export function termMarks(
  term: string,
  campaignId: string,
  entries: TermEntry[],
  authorOf: (entryId: string) => TermMarkAuthor,
): TermMarks {
  const words = normaliseTerm(term);
  const negatives = entries.filter((entry) => entry.negative && negativeCovers(entry, words));
  const here = negatives.find((entry) => entry.campaignId === campaignId);
  const elsewhere = negatives.filter((entry) => entry.campaignId !== campaignId);
  const keywords = entries.filter((entry) => !entry.negative && entry.text === words);
  const [firstElsewhere] = elsewhere;
  const [firstKeyword] = keywords;
  return {
    negatedHere: here ? { matchType: here.matchType, by: authorOf(here.id) } : null,
    negatedElsewhere: firstElsewhere
      ? { campaignIds: unique(elsewhere.map((entry) => entry.campaignId)), by: authorOf(firstElsewhere.id) }
      : null,
    harvested: firstKeyword
      ? { matchTypes: unique(keywords.map((entry) => entry.matchType)), by: authorOf(firstKeyword.id) }
      : null,
  };
}
