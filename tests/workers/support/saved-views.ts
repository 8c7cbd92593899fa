import type { ViewState } from "../../../worker/contracts/saved-views/saved-views.schemas";

/** A view as the campaign lists save one: enabled campaigns, worst ACOS first, two columns hidden. */
export const SAMPLE_VIEW: ViewState = {
  filters: { search: "", targeting: "ALL", state: "ENABLED" },
  sort: { id: "acos", desc: true },
  hidden: ["ctr", "impressions"],
  density: "compact",
};
