import type { TermMarkAuthor, TermMarks } from "@contracts/search-terms/term-actions";

/** "SEARCH_TERM_EXPANSION" → "search term expansion". */
const ruleWords = (rule: string) => rule.toLowerCase().replaceAll("_", " ");

/** Who made a negative or keyword, as the row says it; empty when Skupilot's log has no record of it. */
export function byText(author: TermMarkAuthor): string {
  if (!author) return "";
  if (author.actor === "SELLER") return "by you";
  if (author.actor === "ASSISTANT") return "by the assistant";
  return author.rule ? `by the automation (${ruleWords(author.rule)})` : "by the automation";
}

const matchWord = (matchType: string) => matchType.replace("NEGATIVE_", "").toLowerCase();

export type TermMarkLine = { tone: "negated" | "harvested"; text: string };

/** The lines a search term's row shows: where it is negated or harvested already, and by whom. */
export function termMarkLines(marks: TermMarks): TermMarkLine[] {
  const lines: TermMarkLine[] = [];
  const withBy = (text: string, author: TermMarkAuthor) => [text, byText(author)].filter(Boolean).join(" ");
  if (marks.negatedHere) {
    lines.push({
      tone: "negated",
      text: withBy(`Negated here (${matchWord(marks.negatedHere.matchType)})`, marks.negatedHere.by),
    });
  }
  if (marks.negatedElsewhere) {
    const count = marks.negatedElsewhere.campaignIds.length;
    const where = count === 1 ? "1 other campaign" : `${count} other campaigns`;
    lines.push({ tone: "negated", text: withBy(`Negated in ${where}`, marks.negatedElsewhere.by) });
  }
  if (marks.harvested) {
    const types = marks.harvested.matchTypes.map(matchWord).join(", ");
    lines.push({ tone: "harvested", text: withBy(`Keyword (${types})`, marks.harvested.by) });
  }
  return lines;
}
