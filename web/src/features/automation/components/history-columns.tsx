import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { ChangeRow } from "@contracts/automation/change-api";
import { Undo2 } from "lucide-react";
import type { DataColumn } from "../../../components/data-table/data-column";
import { InfoTip } from "../../../components/ui/info-tip";
import { describeChange, formatChangeTime } from "../lib/format-change";
import { RULE_LABELS } from "../lib/rule-labels";
import { ChangeStatusBadge } from "./change-status-badge";

type HistoryColumnsOptions = {
  /** The campaign page names no campaign in each row: it is the page's. */
  showCampaign: boolean;
  /** Ad limit reached: edits, Undo among them, are refused. */
  canUndo: boolean;
  onUndo: (change: ChangeRow) => void;
};

/** Time, rule, entity, change, reason, status and Undo: one line of the automation's History. */
export function historyColumns({
  showCampaign,
  canUndo,
  onUndo,
}: HistoryColumnsOptions): DataColumn<ChangeRow>[] {
  return [
    {
      id: "time",
      header: "Time",
      minWidth: "9rem",
      cell: (row) => <Text whiteSpace="nowrap">{formatChangeTime(row.time)}</Text>,
    },
    { id: "rule", header: "Rule", minWidth: "9rem", cell: (row) => RULE_LABELS[row.rule] },
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
      minWidth: "9rem",
      cell: (row) => <Text whiteSpace="nowrap">{describeChange(row)}</Text>,
    },
    {
      id: "reason",
      header: "Reason",
      // The whole sentence: the reason with its numbers is what lets a seller trust the change.
      minWidth: "20rem",
      cell: (row) => <Text>{row.reason}</Text>,
    },
    {
      id: "status",
      header: "Status",
      minWidth: "7rem",
      cell: (row) => (
        <Stack gap="1" align="start">
          <ChangeStatusBadge status={row.status} />
          {row.status === "FAILED" && row.error && (
            <Text color="fg.muted" fontSize="xs" maxWidth="14rem">
              {row.error}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: "undo",
      header: "Undo",
      width: "6rem",
      cell: (row) => <UndoCell row={row} canUndo={canUndo} onUndo={onUndo} />,
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
