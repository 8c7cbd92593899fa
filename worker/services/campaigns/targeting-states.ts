import type { ProfileAccess } from "../../access/profile-ads-client";
import { requireSkupilotCampaignId } from "../../access/skupilot-campaigns";
import { validationError } from "../../contracts/api-error";
import type { ChangeAuthor } from "../../contracts/automation/change-author";
import type { Database } from "../../db/client";
import { newBatchId } from "../automation/log-edits";
import { updateKeyword } from "../sku-keywords/mutations";
import { updateAsinTarget } from "../sku-targets/update";
import { campaignKeywordRows, campaignTargetRows, type NamedRow } from "./campaign-targeting-rows";

export type SwitchedTargeting = { campaignId: string; state: string; ids: string[] };

/** The id of each named entry (compared without case); 1005 naming `field` for one the campaign lacks. */
function idsOf(named: string[], rows: NamedRow[], field: string, what: string) {
  const byName = new Map(
    rows.flatMap((row) => (row.name ? [[row.name.toLowerCase(), row.id] as const] : [])),
  );
  return [...new Set(named)].map((name) => {
    const id = byName.get(name.toLowerCase());
    if (!id) throw validationError(field, `'${name}' is not ${what} of this campaign`);
    return id;
  });
}

/**
 * A managed campaign's keywords named by their text (Keyword UpdateState) or ASIN targets named by
 * their ASIN (ProductTarget UpdateState), each switched as the keyword or target edit does.
 */
export async function setCampaignTargetingStates(
  db: Database,
  access: ProfileAccess,
  change: { campaignId: string; of: "keywords" | "productTargets"; names: string[]; state: string },
  now: Date,
  author: ChangeAuthor,
): Promise<SwitchedTargeting> {
  const { campaignId, of, names, state } = change;
  await requireSkupilotCampaignId(db, access.profile.id, campaignId);
  const ids =
    of === "keywords"
      ? idsOf(names, await campaignKeywordRows(db, access.profile.id, campaignId, "KEYWORD"), of, "a keyword")
      : idsOf(
          names,
          await campaignTargetRows(db, access.profile.id, campaignId, "TARGET"),
          of,
          "an ASIN target",
        );
  // One batch in the change log: the widget switched them together.
  const batch = { ...author, batchId: author.batchId ?? (ids.length > 1 ? newBatchId() : null) };
  for (const id of ids) {
    if (of === "keywords") await updateKeyword(db, access, id, { state }, now, {}, batch);
    else await updateAsinTarget(db, access, id, { state }, now, batch);
  }
  return { campaignId, state, ids };
}
