import { Button, Checkbox, Stack } from "@chakra-ui/react";
import type { ChangeRow } from "@contracts/automation/change-api";
import type { DataColumn } from "../../../components/data-table/data-column";
import { historyColumns } from "../components/history-columns";

type LogColumnsOptions = {
  selected: ReadonlySet<number>;
  onToggle: (change: ChangeRow, checked: boolean) => void;
  canUndo: boolean;
  onUndo: (change: ChangeRow) => void;
  onFilterSku: (change: ChangeRow) => void;
  onFilterCampaign: (change: ChangeRow) => void;
};

/** A row's checkbox: only a change Undo can still reverse may be chosen. */
export function SelectChange({
  row,
  selected,
  onToggle,
}: Pick<LogColumnsOptions, "selected" | "onToggle"> & { row: ChangeRow }) {
  return (
    <Checkbox.Root
      size="sm"
      disabled={!row.undoable}
      checked={selected.has(row.id)}
      onCheckedChange={({ checked }) => onToggle(row, checked === true)}
    >
      <Checkbox.HiddenInput aria-label={`Select the change to ${row.entityLabel}`} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The account's log: a checkbox, the SKU and campaign (each a filter), then the History's columns (who made it among them). */
export function logColumns(options: LogColumnsOptions): DataColumn<ChangeRow>[] {
  const { onFilterSku, onFilterCampaign } = options;
  return [
    { id: "select", header: "", width: "2.5rem", cell: (row) => <SelectChange row={row} {...options} /> },
    {
      id: "sku",
      header: "SKU and campaign",
      minWidth: "9rem",
      cell: (row) => (
        <Stack gap="0" align="start">
          <Button
            variant="plain"
            size="xs"
            height="auto"
            padding="0"
            color="blue.fg"
            onClick={() => onFilterSku(row)}
            title="Show only this SKU's changes"
          >
            {row.sku}
          </Button>
          <Button
            variant="plain"
            size="xs"
            height="auto"
            padding="0"
            color="fg.muted"
            fontWeight="normal"
            onClick={() => onFilterCampaign(row)}
            title="Show only this campaign's changes"
            maxWidth="12rem"
            truncate
          >
            {row.campaignName ?? row.campaignId}
          </Button>
        </Stack>
      ),
    },
    ...historyColumns({ showCampaign: false, canUndo: options.canUndo, onUndo: options.onUndo }),
  ];
}
