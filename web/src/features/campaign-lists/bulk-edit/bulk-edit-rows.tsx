import { Badge, HStack, List, Stack, Text } from "@chakra-ui/react";
import type { BulkCampaignValues } from "@contracts/campaigns/bulk-edit";
import { useMoney } from "../../../lib/currency";

export type BulkRowView = {
  campaignId: string;
  name: string;
  before: BulkCampaignValues;
  after: BulkCampaignValues;
  /** The badge: what will happen or what happened. */
  badge: { text: string; palette: "green" | "red" | "gray" | "blue" };
  reason: string | null;
};

const STATE_TEXT: Record<string, string> = { ENABLED: "Enabled", PAUSED: "Paused", ARCHIVED: "Archived" };
const stateText = (state: string) => STATE_TEXT[state] ?? state;

/** Each selected campaign: the value before → after, its badge and, when refused, why. */
export function BulkEditRows({
  rows,
  field,
  label,
}: {
  rows: BulkRowView[];
  field: "budget" | "state";
  label: string;
}) {
  const money = useMoney();
  const text = (values: BulkCampaignValues) =>
    field === "budget" ? money(values.budget) : stateText(values.state);
  return (
    <List.Root as="ul" gap="2" listStyleType="none" aria-label={label}>
      {rows.map((row) => (
        <List.Item key={row.campaignId} borderWidth="1px" borderRadius="md" padding="2">
          <HStack justify="space-between" gap="2" align="start">
            <Stack gap="0" minWidth="0">
              <Text fontWeight="medium" truncate>
                {row.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" data-testid="before-after">
                {text(row.before)} → {text(row.after)}
              </Text>
            </Stack>
            <Badge colorPalette={row.badge.palette} flexShrink={0}>
              {row.badge.text}
            </Badge>
          </HStack>
          {row.reason && (
            <Text fontSize="sm" color={row.badge.palette === "red" ? "fg.error" : "fg.muted"} marginTop="1">
              {row.reason}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
