import { Badge } from "@chakra-ui/react";
import type { ChangeStatus } from "@contracts/automation/change";
import { STATUS_LABELS } from "../lib/format-change";

const PALETTES: Record<ChangeStatus, string> = {
  PLANNED: "blue",
  APPLIED: "green",
  FAILED: "red",
  UNDONE: "gray",
};

export function ChangeStatusBadge({ status }: { status: ChangeStatus }) {
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
