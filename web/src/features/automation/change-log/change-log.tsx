import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { ChangeRow } from "@contracts/automation/change-api";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { History, Undo2 } from "lucide-react";
import { useMemo, useState } from "react";
import { DataTable } from "../../../components/data-table/data-table";
import { AppEmptyState } from "../../../components/ui/app-empty-state";
import { ErrorView } from "../../../components/ui/error-view";
import { LoadMore } from "../../../components/ui/load-more";
import { automationQueries } from "../api/automation-queries";
import { type UndoResult, useBulkUndo } from "../api/use-automation-actions";
import { ExportChangesButton } from "../components/export-changes-button";
import { LoggedChangeCards } from "../components/logged-change-cards";
import { BulkUndoDialog } from "./bulk-undo-dialog";
import { ChangeLogFilters } from "./change-log-filters";
import { ImpactSummary } from "./impact-summary";
import { logColumns, SelectChange } from "./log-columns";
import { useChangeLogFilter } from "./use-change-log-filter";

type ChangeLogProps = { profileId: number; limited: boolean };

/** The account's change log (/changes): the impact, the filters in the URL, the log, bulk Undo and CSV. */
export function ChangeLog({ profileId, limited }: ChangeLogProps) {
  const { filter: logFilter, setFilter, clearFilters } = useChangeLogFilter();
  const { days, ...rest } = logFilter;
  // The query keys hash the filter: a new object with the same values asks nothing again.
  const filter = { profileId, ...rest };
  const query = useInfiniteQuery(automationQueries.history(filter));
  const members = useQuery(automationQueries.changeMembers(profileId)).data?.members ?? [];
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.changes) ?? [], [query.data]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [undoing, setUndoing] = useState<ChangeRow[] | null>(null);
  const [results, setResults] = useState<UndoResult[] | null>(null);
  const bulkUndo = useBulkUndo(profileId);

  const toggle = (change: ChangeRow, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(change.id);
      else next.delete(change.id);
      return next;
    });
  const openUndo = (changes: ChangeRow[]) => {
    setResults(null);
    setUndoing(changes);
  };
  const closeUndo = () => {
    if (results) setSelected(new Set());
    setUndoing(null);
  };
  const confirmUndo = async () => {
    if (!undoing) return;
    setResults(await bulkUndo.mutateAsync(undoing.map((change) => change.id)));
  };
  const columns = logColumns({
    selected,
    onToggle: toggle,
    canUndo: !limited,
    onUndo: (change) => openUndo([change]),
    onFilterSku: (change) => setFilter("skuId", change.skuId),
    onFilterCampaign: (change) => setFilter("campaignId", change.campaignId),
  });
  const chosen = rows.filter((row) => selected.has(row.id));
  const undoable = rows.filter((row) => row.undoable);
  const first = rows[0];

  return (
    <Stack gap="5">
      <ImpactSummary
        filter={filter}
        days={days}
        onDaysChange={(value) => setFilter("days", value === "7" ? undefined : value)}
      />
      <ChangeLogFilters
        filter={logFilter}
        onChange={(key, value) => {
          setSelected(new Set());
          setFilter(key, value);
        }}
        onClear={clearFilters}
        members={members}
        skuName={rest.skuId !== undefined && first?.skuId === rest.skuId ? first.sku : null}
        campaignName={
          rest.campaignId !== undefined && first?.campaignId === rest.campaignId ? first.campaignName : null
        }
      />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            bg="bg"
            disabled={undoable.length === 0}
            onClick={() => setSelected(new Set(undoable.map((row) => row.id)))}
          >
            Select all undoable
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={chosen.length === 0 || limited}
            onClick={() => openUndo(chosen)}
          >
            <Undo2 /> Undo selected ({chosen.length})
          </Button>
        </HStack>
        <ExportChangesButton filter={filter} fileName="change-log" disabled={rows.length === 0} />
      </HStack>
      {query.isError ? (
        <ErrorView message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {rows.length > 0 && (
            <Box hideFrom="md">
              <LoggedChangeCards
                label="Change log"
                rows={rows}
                footer={(row) => (
                  <HStack justify="space-between">
                    <Text fontSize="xs" color="fg.muted">
                      {row.sku}
                    </Text>
                    <SelectChange row={row} selected={selected} onToggle={toggle} />
                  </HStack>
                )}
              />
            </Box>
          )}
          <Box hideBelow={rows.length > 0 ? "md" : undefined}>
            <DataTable
              label="Change log"
              columns={columns}
              rows={rows}
              rowId={(row) => String(row.id)}
              loading={query.isPending}
              skeletonRows={6}
              rowHeight="3.5rem"
              stickyHeader
              maxHeight="720px"
              empty={
                <AppEmptyState
                  icon={<History />}
                  title="No changes in this filter"
                  description="Changes by the automation, your own edits and the assistant's widgets show here, each with its reason."
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
      <BulkUndoDialog
        changes={undoing ?? []}
        open={undoing !== null}
        pending={bulkUndo.isPending}
        results={results}
        onClose={closeUndo}
        onConfirm={() => void confirmUndo()}
      />
    </Stack>
  );
}
