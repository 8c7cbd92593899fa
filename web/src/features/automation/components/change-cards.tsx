import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { ChangeRow, PreviewRow } from "@contracts/automation/change-api";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/format";
import { ruleLabel } from "../lib/rule-labels";
import { ChangeText } from "./change-text";

type Card<Row> = {
  row: Row;
  key: string;
  badge?: ReactNode;
  footer?: ReactNode;
  note?: string | null;
  /** Who made a logged change ("Automation", a member); a preview has nobody yet. */
  by?: string;
};

/** On a phone, each change as a small card: what, how, why, by which rule, by whom and when. */
export function ChangeCards<
  Row extends Omit<PreviewRow, "rule"> & Pick<ChangeRow, "rule"> & Partial<Pick<ChangeRow, "time">>,
>({ label, cards }: { label: string; cards: Card<Row>[] }) {
  return (
    <Stack as="ul" aria-label={label} gap="2" listStyleType="none">
      {cards.map(({ row, key, badge, footer, note, by }) => (
        <Box as="li" key={key} borderWidth="1px" borderRadius="md" padding="3" bg="bg" fontSize="sm">
          <HStack justify="space-between" align="start" gap="2">
            <Stack gap="0" minWidth="0">
              <Text fontWeight="semibold">{row.entityLabel}</Text>
              {row.campaignName && row.campaignName !== row.entityLabel && (
                <Text color="fg.muted" fontSize="xs" truncate>
                  {row.campaignName}
                </Text>
              )}
            </Stack>
            {badge}
          </HStack>
          <Text marginTop="1">
            <ChangeText row={row} />
          </Text>
          <Text color="fg.muted" fontSize="xs" marginTop="1">
            {row.reason}
          </Text>
          <Text color="fg.subtle" fontSize="xs" marginTop="1">
            {ruleLabel(row.rule)}
            {by ? ` · by ${by}` : ""}
            {row.time ? ` · ${formatDateTime(row.time)}` : ""}
          </Text>
          {note && (
            <Text color="fg.muted" fontSize="xs" marginTop="1">
              {note}
            </Text>
          )}
          {footer && <Box marginTop="2">{footer}</Box>}
        </Box>
      ))}
    </Stack>
  );
}
