import { Alert, Box, Stack, Text } from "@chakra-ui/react";
import type { PreviewRow } from "@contracts/automation/change-api";
import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import type { DataColumn } from "../../../components/data-table/data-column";
import { DataTable } from "../../../components/data-table/data-table";
import { AppEmptyState } from "../../../components/ui/app-empty-state";
import { ErrorView } from "../../../components/ui/error-view";
import { formatDateTime } from "../../../lib/format";
import { automationQueries } from "../api/automation-queries";
import { RULE_LABELS } from "../lib/rule-labels";
import { ChangeCards } from "./change-cards";
import { ChangeText } from "./change-text";
import { RuleNotes } from "./rule-notes";

const COLUMNS: DataColumn<PreviewRow>[] = [
  { id: "rule", header: "Rule", minWidth: "9rem", cell: (row) => RULE_LABELS[row.rule] },
  {
    id: "entity",
    header: "Entity",
    minWidth: "10rem",
    cell: (row) => (
      <Stack gap="0">
        <Text fontWeight="medium">{row.entityLabel}</Text>
        {row.campaignName && row.campaignName !== row.entityLabel && (
          <Text color="fg.muted" fontSize="xs">
            {row.campaignName}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: "change",
    header: "Would change",
    minWidth: "9rem",
    cell: (row) => (
      <Text whiteSpace="nowrap">
        <ChangeText row={row} />
      </Text>
    ),
  },
  {
    id: "reason",
    header: "Reason",
    minWidth: "16rem",
    cell: (row) => <Text lineClamp={3}>{row.reason}</Text>,
  },
];

/** 'Next run': what the automation would change on this SKU now, worked out the way the job does; nothing applied. */
export function NextRunPreview({ profileId, skuId }: { profileId: number; skuId: number }) {
  const query = useQuery(automationQueries.preview(profileId, skuId));
  if (query.isError) return <ErrorView message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="3">
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Not applied yet</Alert.Title>
          <Alert.Description>
            {query.data
              ? `What the automation would change if it ran now (worked out at ${formatDateTime(query.data.at)}). Nothing here has been sent to Amazon.`
              : "What the automation would change if it ran now. Nothing here has been sent to Amazon."}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {(query.data?.changes.length ?? 0) > 0 && (
        <Box hideFrom="md">
          <ChangeCards
            label="Next run"
            cards={(query.data?.changes ?? []).map((row, index) => ({ row, key: String(index) }))}
          />
        </Box>
      )}
      <Box hideBelow={(query.data?.changes.length ?? 0) > 0 ? "md" : undefined}>
        <DataTable
          label="Next run"
          columns={COLUMNS}
          rows={query.data?.changes ?? []}
          rowId={(row) => `${row.rule}:${row.campaignId}:${row.entityId ?? row.entityLabel}:${row.field}`}
          loading={query.isPending}
          skeletonRows={3}
          stickyHeader
          maxHeight="500px"
          empty={
            <AppEmptyState
              icon={<Eye />}
              title="Nothing to change right now"
              description="With the current settings and figures, the next run would leave this SKU's campaigns as they are."
            />
          }
        />
      </Box>
      <RuleNotes notes={query.data?.notes ?? []} />
    </Stack>
  );
}
