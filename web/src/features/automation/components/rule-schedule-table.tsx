import { Badge, Text } from "@chakra-ui/react";
import type { RuleSchedule } from "@contracts/automation/change-api";
import type { DataColumn } from "../../../components/data-table/data-column";
import { DataTable } from "../../../components/data-table/data-table";
import { formatCount, formatDateTime } from "../../../lib/format";

import { RULE_LABELS } from "../lib/rule-labels";

const COLUMNS: DataColumn<RuleSchedule>[] = [
  { id: "rule", header: "Automation", minWidth: "11rem", cell: (row) => RULE_LABELS[row.rule] },
  {
    id: "enabled",
    header: "Status",
    cell: (row) =>
      row.enabled ? (
        <Badge colorPalette="green" variant="subtle">
          On
        </Badge>
      ) : (
        <Badge variant="subtle">Off</Badge>
      ),
  },
  {
    id: "last",
    header: "Last run",
    minWidth: "9rem",
    // A run that left something alone says why (an unknown organic rank): the note under its time.
    cell: (row) => (
      <>
        <Text whiteSpace="nowrap">{row.lastRunAt ? formatDateTime(row.lastRunAt) : "Not yet"}</Text>
        {row.lastRunNote && (
          <Text textStyle="xs" color="fg.warning" whiteSpace="normal" maxWidth="28rem">
            {row.lastRunNote}
          </Text>
        )}
      </>
    ),
  },
  {
    id: "next",
    header: "Next run",
    minWidth: "9rem",
    cell: (row) => <Text whiteSpace="nowrap">{formatDateTime(row.nextRunAt)}</Text>,
  },
  {
    id: "changes",
    header: "Changes, 7 days",
    help: "Changes applied on Amazon over the last 7 days, including those since undone.",
    numeric: true,
    cell: (row) => formatCount(row.changesLast7Days),
  },
];

/** Each automation of the SKU: on or off, its last and next run, its changes over the last 7 days. */
export function RuleScheduleTable({ rules, loading }: { rules: RuleSchedule[]; loading: boolean }) {
  // The ones switched on first, each group in the settings' order.
  const sorted = [...rules].sort((a, b) => Number(b.enabled) - Number(a.enabled));
  return (
    <DataTable
      label="Automations"
      columns={COLUMNS}
      rows={sorted}
      rowId={(row) => row.rule}
      loading={loading}
      skeletonRows={5}
      rowHeight="2.75rem"
    />
  );
}
