/** One section of the privacy policy or the terms: a heading, then its paragraphs. */
export type LegalSection = { heading: string; paragraphs: string[] };
