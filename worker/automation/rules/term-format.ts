/** How the search-term rules write numbers into their reason sentences. */
import type { CampaignSnapshot } from "./rule-input";
import { isAsinTerm } from "./search-term-figures";

const number = (value: number, digits: number) =>
  value.toLocaleString("en-US", { maximumFractionDigits: digits });

export const count = (value: number) => number(value, 0);
export const percent = (value: number) => `${number(value, 2)} %`;
export const ratioText = (value: number) => number(value, 2);
export const quoted = (term: string) => `“${term}”`;
/** A term as the reason shows it: quoted, an ASIN upper-cased as Amazon writes it. */
export const termText = (term: string) => quoted(isAsinTerm(term) ? term.toUpperCase() : term);

const ROLE_NAMES: Record<NonNullable<CampaignSnapshot["role"]>, string> = {
  AUTO: "Auto",
  KEYWORD: "Keyword",
  PRODUCT: "Product",
  BRAND: "Brand",
  COMPETITOR: "Competitor",
};

/** "Auto campaign" for the campaigns Skupilot built, "campaign “Name”" for the seller's own. */
export const campaignLabel = (campaign: Pick<CampaignSnapshot, "role" | "name">) =>
  campaign.role ? `${ROLE_NAMES[campaign.role]} campaign` : `campaign ${quoted(campaign.name)}`;
