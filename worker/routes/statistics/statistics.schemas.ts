/** Shapes of /api/statistics: the worker validates with these and the web app reuses them. */
import * as v from "valibot";

/** Our amazon_profiles.id, as it appears in paths and queries. */
export const profileIdField = v.pipe(
  v.string("Required"),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);

export const dashboardQuerySchema = v.object({ profileId: v.optional(profileIdField) });

export type { DashboardData } from "../../contracts/dashboard";
