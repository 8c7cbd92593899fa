/**
 * Saved views (issue 33): a seller's named filters, sort and columns of one list, kept on the server.
 * Pure valibot, shared with the web.
 */
import * as v from "valibot";
import { CAMPAIGN_SORT_COLUMNS, STATE_FILTERS, TARGETING_FILTERS } from "../campaign-filters";

/** The lists a seller can save views of. */
export const SAVED_VIEW_LISTS = ["quick-launch", "migrated"] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const MAX_VIEWS_PER_LIST = 20;
export const VIEW_NAME_MAX = 60;
/** More ids than any list has columns; each id as long as any column's. */
const MAX_HIDDEN_COLUMNS = 30;
const COLUMN_ID_MAX = 40;

export const savedViewListParamSchema = v.object({
  list: v.picklist(SAVED_VIEW_LISTS, `Must be ${SAVED_VIEW_LISTS.join(" or ")}`),
});

export const savedViewParamSchema = v.object({
  ...savedViewListParamSchema.entries,
  viewId: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Must be a whole number"), v.transform(Number)),
});

/** What a view holds: the list's filters (not its dates), its sort and its columns. */
export const viewStateSchema = v.object({
  filters: v.object({
    search: v.optional(v.pipe(v.string(), v.maxLength(200, "Max length - 200 characters")), ""),
    targeting: v.picklist(TARGETING_FILTERS, "Must be ALL, AUTO or MANUAL"),
    state: v.picklist(STATE_FILTERS, "Must be ALL, PAUSED or ENABLED"),
  }),
  sort: v.nullable(
    v.object({
      id: v.picklist(CAMPAIGN_SORT_COLUMNS, `Must be one of ${CAMPAIGN_SORT_COLUMNS.join(", ")}`),
      desc: v.boolean("Must be true or false"),
    }),
  ),
  hidden: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(COLUMN_ID_MAX, `Max length - ${COLUMN_ID_MAX} characters`))),
    v.maxLength(MAX_HIDDEN_COLUMNS, `At most ${MAX_HIDDEN_COLUMNS} columns`),
  ),
  density: v.picklist(["comfortable", "compact"], "Must be comfortable or compact"),
});

/** The view's name, as the Save view form asks for it. */
export const viewNameSchema = v.object({
  name: v.pipe(
    v.string("Enter a name"),
    v.trim(),
    v.nonEmpty("Enter a name"),
    v.maxLength(VIEW_NAME_MAX, `Max length - ${VIEW_NAME_MAX} characters`),
  ),
});

export const saveViewSchema = v.object({ ...viewNameSchema.entries, view: viewStateSchema });

export type ViewState = v.InferOutput<typeof viewStateSchema>;
export type SaveView = v.InferOutput<typeof saveViewSchema>;

/** A saved view on the wire. */
export type SavedView = { id: number; name: string; view: ViewState; updatedAt: string };
