import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { ChangeRow } from "@contracts/automation/change-api";
import { Undo2 } from "lucide-react";
import type { DataColumn } from "../../../components/data-table/data-column";
import { InfoTip } from "../../../components/ui/info-tip";
import { formatDateTime } from "../../../lib/format";
import { ruleLabel } from "../lib/rule-labels";
import { ChangeStatusBadge } from "./change-status-badge";
import { ChangeText } from "./change-text";

type HistoryColumnsOptions = {
  /** The campaign page names no campaign in each row: it is the page's. */
  showCampaign: boolean;
  /** Ad limit reached: edits, Undo among them, are refused. */
  canUndo: boolean;
  onUndo: (change: ChangeRow) => void;
};

/** Time, rule and who, entity, change, reason, status and Undo: one line of the automation's History. */
export function historyColumns({
  showCampaign,
  canUndo,
  onUndo,
}: HistoryColumnsOptions): DataColumn<ChangeRow>[] {
  // Five columns that fit the Product Details card beside the sidebar at 1366 px: the rule under its
  // time and Undo under the status, so the reason and Undo are in view without scrolling sideways.
  return [
    {
      id: "time",
      header: "Time and rule",
      minWidth: "9rem",
      cell: (row) => (
        <Stack gap="0">
          <Text whiteSpace="nowrap">{formatDateTime(row.time)}</Text>
          <Text color="fg.muted" fontSize="xs">
            {ruleLabel(row.rule)}
          </Text>
          <Text color="fg.muted" fontSize="xs">
            by {row.actorName}
          </Text>
        </Stack>
      ),
    },
    {
      id: "entity",
      header: "Entity",
      minWidth: "10rem",
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">{row.entityLabel}</Text>
          {showCampaign && row.campaignName && row.campaignName !== row.entityLabel && (
            <Text color="fg.muted" fontSize="xs">
              {row.campaignName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: "change",
      header: "Change",
      minWidth: "8rem",
      cell: (row) => (
        <Text whiteSpace="nowrap">
          <ChangeText row={row} />
        </Text>
      ),
    },
    {
      id: "reason",
      header: "Reason",
      // The whole sentence: the reason with its numbers is what lets a seller trust the change.
      minWidth: "16rem",
      // The table's cells do not wrap by default; the reason must, or Status and Undo scroll out of view.
      cell: (row) => <Text whiteSpace="normal">{row.reason}</Text>,
    },
    {
      id: "status",
      header: "Status",
      minWidth: "7rem",
      cell: (row) => (
        <Stack gap="1.5" align="start" whiteSpace="normal">
          <ChangeStatusBadge status={row.status} />
          {row.status === "FAILED" && row.error && (
            <Text color="fg.muted" fontSize="xs" maxWidth="14rem">
              {row.error}
            </Text>
          )}
          <UndoCell row={row} canUndo={canUndo} onUndo={onUndo} />
        </Stack>
      ),
    },
  ];
}

type UndoCellProps = { row: ChangeRow; canUndo: boolean; onUndo: (change: ChangeRow) => void };

/** Undo while it can put the old value back; otherwise, for an applied change, why not in a tip. */
export function UndoCell({ row, canUndo, onUndo }: UndoCellProps) {
  if (row.undoable) {
    return (
      <Button
        size="xs"
        variant="outline"
        disabled={!canUndo}
        onClick={() => onUndo(row)}
        aria-label={`Undo the change to ${row.entityLabel}`}
      >
        <Undo2 /> Undo
      </Button>
    );
  }
  if (row.status === "FAILED" || !row.error) return null;
  return (
    <HStack gap="1" color="fg.muted" fontSize="xs">
      <Text>Can't undo</Text>
      <InfoTip label="why this change can't be undone" content={row.error} />
    </HStack>
  );
}
