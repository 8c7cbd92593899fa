import type { CampaignRow, FigureRow } from "../assistant";
import type { NameLookup } from "./pick-by-name";

/** Campaigns: one name can stand in several marketplaces ("Auto - All products"). */
export const CAMPAIGN_LOOKUP: NameLookup<CampaignRow> = {
  one: "campaign",
  several: "campaigns",
  label: (row) => `${row.name} (${row.currency}, ${row.state.toLowerCase()})`,
  hint: "Put its full name in quotes, and name its marketplace when several have that name (… in Germany).",
};

/** Keywords and targets: one text can stand in several campaigns. */
export const KEYWORD_LOOKUP: NameLookup<FigureRow> = {
  one: "keyword or target",
  several: "keywords",
  label: (row) =>
    `${row.name} (${row.matchType?.toLowerCase() ?? row.level}, ${row.campaignName ?? row.campaignId})`,
  hint: "Put its text in quotes and its campaign's name in quotes after it, for example: set the bid of “dog bed” in “Dog Beds – Keywords” to $1.20.",
};
