/** What a seller calls a keyword or a targeting clause (the History and the assistant name them so). */

const MATCH_TYPES: Record<string, string> = { EXACT: "exact", PHRASE: "phrase", BROAD: "broad" };
const AUTO_CLAUSES: Record<string, string> = {
  QUERY_HIGH_REL_MATCHES: "close match",
  QUERY_BROAD_REL_MATCHES: "loose match",
  ASIN_SUBSTITUTE_RELATED: "substitutes",
  ASIN_ACCESSORY_RELATED: "complements",
};

export const keywordLabel = (text: string, matchType: string) =>
  `${text} (${MATCH_TYPES[matchType.toUpperCase()] ?? matchType.toLowerCase()})`;

/** "ASIN B0…", an auto clause ("auto: close match"), or a category as Amazon writes it. */
export function targetLabel(expression: { type: string; value?: string }[]) {
  const [first] = expression;
  if (!first) return "target";
  if (AUTO_CLAUSES[first.type]) return `auto: ${AUTO_CLAUSES[first.type]}`;
  if (first.type.startsWith("ASIN")) return `ASIN ${first.value ?? ""}`.trim();
  return expression.map((part) => (part.value ? `${part.type}: ${part.value}` : part.type)).join(", ");
}
