import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { AutomationRule } from "@contracts/automation/change";
import type { ChangeRow } from "@contracts/automation/change-api";
import { useInfiniteQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { DataTable } from "../../../components/data-table/data-table";
import { AppEmptyState } from "../../../components/ui/app-empty-state";
import { ErrorView } from "../../../components/ui/error-view";
import { LoadMore } from "../../../components/ui/load-more";
import { automationQueries, type HistoryFilter } from "../api/automation-queries";
import { useUndoChange } from "../api/use-automation-actions";
import { ExportChangesButton } from "./export-changes-button";
import { historyColumns, UndoCell } from "./history-columns";
import { LoggedChangeCards } from "./logged-change-cards";
import { RuleFilter } from "./rule-filter";
import { UndoChangeDialog } from "./undo-change-dialog";

type ChangeHistoryProps = {
  /** The SKU's or the campaign's changes. */
  scope: Omit<HistoryFilter, "rule">;
  /** Names the CSV file: automation-history-<name>.csv. */
  name: string;
  /** Ad limit reached: Undo is refused like every other edit. */
  limited: boolean;
  emptyText: string;
};

/** The automation's History: every change with its reason, a rule filter, Load more, CSV export and Undo. */
export function ChangeHistory({ scope, name, limited, emptyText }: ChangeHistoryProps) {
  const [rule, setRule] = useState<AutomationRule | undefined>();
  const [undoing, setUndoing] = useState<ChangeRow | null>(null);
  const filter = useMemo(() => ({ ...scope, rule }), [scope, rule]);
  const query = useInfiniteQuery(automationQueries.history(filter));
  const undo = useUndoChange(scope.profileId);
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.changes) ?? [], [query.data]);
  const { reset } = undo;
  const openUndo = useCallback(
    (change: ChangeRow) => {
      reset();
      setUndoing(change);
    },
    [reset],
  );
  const columns = useMemo(
    () =>
      historyColumns({
        showCampaign: scope.campaignId === undefined,
        canUndo: !limited,
        onUndo: openUndo,
      }),
    [scope.campaignId, limited, openUndo],
  );

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <RuleFilter value={rule} onChange={setRule} />
        <ExportChangesButton
          filter={filter}
          fileName={`automation-history-${name}`}
          disabled={rows.length === 0}
        />
      </HStack>
      {query.isError ? (
        <ErrorView message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {rows.length > 0 && (
            <Box hideFrom="md">
              <LoggedChangeCards
                label="Automation history"
                rows={rows}
                footer={(row) => row.undoable && <UndoCell row={row} canUndo={!limited} onUndo={openUndo} />}
              />
            </Box>
          )}
          <Box hideBelow={rows.length > 0 ? "md" : undefined}>
            <DataTable
              label="Automation history"
              columns={columns}
              rows={rows}
              rowId={(row) => String(row.id)}
              loading={query.isPending}
              skeletonRows={4}
              rowHeight="3.5rem"
              stickyHeader
              maxHeight="560px"
              empty={
                <AppEmptyState
                  icon={<History />}
                  title={rule ? "No changes by this rule yet" : "No changes yet"}
                  description={emptyText}
                />
              }
            />
          </Box>
        </>
      )}
      {rows.length > 0 && (
        <Text color="fg.muted" fontSize="xs">
          {rows.length} change{rows.length === 1 ? "" : "s"} shown, newest first. Times in your browser's time
          zone.
        </Text>
      )}
      <LoadMore query={query} label="Load more" />
      <UndoChangeDialog
        change={undoing}
        pending={undo.isPending}
        error={undo.error?.message ?? null}
        onClose={() => setUndoing(null)}
        onConfirm={(change) => undo.mutate(change.id, { onSuccess: () => setUndoing(null) })}
      />
    </Stack>
  );
}
