import { AUTOMATION_RULES, type AutomationRule } from "@contracts/automation/change";
import { CHANGE_ACTORS, type ChangeActor } from "@contracts/automation/change-author";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { HistoryFilter } from "../api/automation-queries";

/** The log's filters as the URL holds them, so a filtered log can be reloaded and shared. */
export type LogFilter = Omit<HistoryFilter, "profileId"> & { days: "7" | "14" };
export type LogFilterKey = keyof LogFilter;

const oneOf = <Value extends string>(values: readonly Value[], value: string | null) =>
  values.find((candidate) => candidate === value);
const memberIdOf = (value: string | null) =>
  value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function filterOfParams(params: URLSearchParams): LogFilter {
  const sku = params.get("skuId");
  return {
    skuId: sku && /^\d{1,12}$/.test(sku) ? Number(sku) : undefined,
    campaignId: params.get("campaignId") || undefined,
    rule: oneOf<AutomationRule>(AUTOMATION_RULES, params.get("rule")),
    who: oneOf<ChangeActor>(CHANGE_ACTORS, params.get("who")),
    memberId: memberIdOf(params.get("memberId")),
    from: isoDate(params.get("from")),
    to: isoDate(params.get("to")),
    days: params.get("days") === "14" ? "14" : "7",
  };
}

/** The log's filters read from the URL, and a setter that writes one (removing it when empty). */
export function useChangeLogFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOfParams(params), [params]);
  const setFilter = useCallback(
    (key: LogFilterKey, value: string | number | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined || value === "") next.delete(key);
          else next.set(key, String(value));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  /** Every filter off; the impact's window stays. */
  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => new URLSearchParams(current.has("days") ? { days: current.get("days") ?? "7" } : {}),
        { replace: true },
      ),
    [setParams],
  );
  return { filter, setFilter, clearFilters };
}
