/** Parameters read from the seller's words: names, amounts, thresholds, marketplaces. Pure. */

const QUOTED = /"([^"]+)"|“([^”]+)”|‘([^’]+)’|(?:^|[\s(])'([^']+)'/g;

/** Every quoted part, in order: 'x', "x", ‘x’ or “x”. */
export function quotedPartsIn(text: string): string[] {
  return [...text.matchAll(QUOTED)].flatMap((match) => {
    const value = match
      .slice(1)
      .find((part) => part !== undefined)
      ?.trim();
    return value ? [value] : [];
  });
}

/** The first quoted part. */
export const quotedIn = (text: string): string | undefined => quotedPartsIn(text)[0];
/** An amount of money: "$50", "50 dollars", "€12.5", "to 1.20" (a bare number after to/by/at). */
export function amountIn(text: string): number | undefined {
  const match =
    /(?:[$€£¥]|\b(?:usd|eur|gbp)\s?)(\d+(?:[.,]\d{1,2})?)/i.exec(text) ??
    /\b(\d+(?:\.\d{1,2})?)\s?(?:dollars?|bucks|usd|eur|euros?|gbp|pounds?)\b/i.exec(text) ??
    /\b(?:to|by|at)\s+(\d+(?:\.\d{1,2})?)(?!\s*(?:%|percent|days?|weeks?|months?|clicks?))\b/i.exec(text);
  if (!match?.[1]) return undefined;
  const amount = Number(match[1].replace(",", "."));
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

/** A percentage: "by 20%", "20 percent". */
export function percentIn(text: string): number | undefined {
  const match = /\b(\d+(?:\.\d+)?)\s?(?:%|percent\b)/i.exec(text);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** A clicks threshold: "more than 15 clicks", "at least 10 clicks", "20+ clicks". */
export function clicksIn(text: string): number | undefined {
  const match =
    /(?:more than|over|above|at least|min(?:imum)?|>=?)\s*(\d+)\s*clicks?\b|\b(\d+)\+?\s*clicks?\b/i.exec(
      text,
    );
  const value = match?.[1] ?? match?.[2];
  return value ? Number(value) : undefined;
}

/** A SKU: "sku ABC-123", "SKU: DOGBED"; a code (digits, dashes or capitals), not a word like "for". */
export function skuIn(text: string): string | undefined {
  const token = /\bsku[:#]?\s+([A-Za-z0-9][A-Za-z0-9._-]*)/i.exec(text)?.[1];
  return token && (/[0-9._-]/.test(token) || /^[A-Z]{3,}$/.test(token)) ? token : undefined;
}

/** Marketplace names and domains (any case) to the country codes profiles carry. */
const COUNTRIES: [RegExp, string][] = [
  [/\b(?:united states|usa|america|amazon\.com)\b/i, "US"],
  [/\b(?:united kingdom|britain|england|amazon\.co\.uk)\b/i, "UK"],
  [/\b(?:germany|german|amazon\.de)\b/i, "DE"],
  [/\b(?:france|french|amazon\.fr)\b/i, "FR"],
  [/\b(?:italy|italian|amazon\.it)\b/i, "IT"],
  [/\b(?:spain|spanish|amazon\.es)\b/i, "ES"],
  [/\b(?:canada|canadian|amazon\.ca)\b/i, "CA"],
  [/\b(?:mexico|amazon\.com\.mx)\b/i, "MX"],
  [/\b(?:japan|amazon\.co\.jp)\b/i, "JP"],
  [/\b(?:australia|amazon\.com\.au)\b/i, "AU"],
  [/\b(?:india|amazon\.in)\b/i, "IN"],
  [/\b(?:netherlands|amazon\.nl)\b/i, "NL"],
  [/\b(?:sweden|amazon\.se)\b/i, "SE"],
  [/\b(?:poland|amazon\.pl)\b/i, "PL"],
  [/\b(?:brazil|amazon\.com\.br)\b/i, "BR"],
  [/\b(?:united arab emirates|uae|amazon\.ae)\b/i, "AE"],
  [/\b(?:saudi arabia|amazon\.sa)\b/i, "SA"],
];

/** Two-letter codes count only in capitals ("in", "it", "de" are words too); GB is the UK. */
const CODE = /\b(US|UK|GB|DE|FR|IT|ES|CA|MX|JP|AU|IN|NL|SE|PL|BR|AE|SA)\b/;

/** The marketplace (country code) the text names, if any. */
export function countryIn(text: string): string | undefined {
  const named = COUNTRIES.find(([pattern]) => pattern.test(text))?.[1];
  if (named) return named;
  const code = CODE.exec(text)?.[1];
  return code === "GB" ? "UK" : code;
}

const STOP = /\s+(?:to|by|from|at|with|in|on|for the|over|during)\s+.*$|[?.!]+$/i;

const NOT_A_NAME = /^(?:to|by|at|with|in|on|budget|budgets|state|bid|bids)\b/i;

/** A campaign the seller names: quoted, "campaign X", "the X campaign", "budget of X". */
export function campaignNameIn(text: string): string | undefined {
  const quoted = quotedIn(text);
  if (quoted) return quoted;
  const after = /\bcampaign\s+(?:named\s+|called\s+)?(.+)$/i.exec(text)?.[1];
  if (after && !NOT_A_NAME.test(after)) return after.replace(STOP, "").trim() || undefined;
  const before =
    /\b(?:pause|stop|disable|enable|resume|unpause|restart|activate|start|of|for|on)\s+(?:the\s+|my\s+)?(.+?)\s+campaign\b/i.exec(
      text,
    )?.[1];
  if (before) return before.trim();
  const ofBudget = /\bbudget\s+(?:of|for|on)\s+(?:the\s+|my\s+)?(.+)$/i.exec(text)?.[1];
  return (
    ofBudget
      ?.replace(STOP, "")
      .replace(/\s+campaign$/i, "")
      .trim() || undefined
  );
}

/** A keyword or target the seller names: quoted, "keyword X", "bid of/for/on X". */
export function keywordNameIn(text: string): string | undefined {
  const quoted = quotedIn(text);
  if (quoted) return quoted;
  const named =
    /\b(?:keyword|target)\s+(.+)$/i.exec(text)?.[1] ??
    /\bbid\s+(?:of|for|on)\s+(?:the\s+)?(.+)$/i.exec(text)?.[1];
  const cleaned = named
    ?.replace(
      /\s+(?:to|by|at|change[ds]?|go(?:ne)?|drop(?:ped)?|r[ia]se[ns]?|fall|fell|lower(?:ed)?|went|so)\b.*$/i,
      "",
    )
    .replace(/\s+in\s+(?:the\s+)?campaign\b.*$/i, "")
    .replace(/['’]s$/i, "")
    .replace(/[?.!]+$/, "")
    .trim();
  return cleaned || undefined;
}

/** The campaign a keyword question narrows to: its second quoted part, or "in campaign X". */
export function keywordCampaignIn(text: string): string | undefined {
  const quoted = quotedPartsIn(text);
  if (quoted.length >= 2) return quoted[1];
  const named = /\bin\s+(?:the\s+)?campaign\s+(.+)$/i.exec(text)?.[1];
  return named?.replace(STOP, "").trim() || undefined;
}
