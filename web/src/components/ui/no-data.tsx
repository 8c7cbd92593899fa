import { ChartNoAxesColumn } from "lucide-react";
import { AppEmptyState } from "./app-empty-state";

/** The spec's empty state: 'No data available', with an optional hint under it. */
export function NoData({ hint }: { hint?: string }) {
  return <AppEmptyState icon={<ChartNoAxesColumn />} title="No data available" description={hint} />;
}
