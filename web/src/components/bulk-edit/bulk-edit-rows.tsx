import { Badge, HStack, List, Stack, Text } from "@chakra-ui/react";

/** One row of a bulk edit as the seller reads it: the value before → after, the badge and, when refused, why. */
export type BulkRowView = {
  key: string;
  name: string;
  before: string;
  after: string;
  /** The badge: what will happen or what happened. */
  badge: { text: string; palette: "green" | "red" | "gray" | "blue" };
  reason: string | null;
};

/** Each selected row: its name, the value before → after, its badge and, when refused, why. */
export function BulkEditRows({ rows, label }: { rows: BulkRowView[]; label: string }) {
  return (
    <List.Root as="ul" gap="2" listStyleType="none" aria-label={label}>
      {rows.map((row) => (
        <List.Item key={row.key} borderWidth="1px" borderRadius="md" padding="2">
          <HStack justify="space-between" gap="2" align="start">
            <Stack gap="0" minWidth="0">
              <Text fontWeight="medium" truncate>
                {row.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" data-testid="before-after">
                {row.before} → {row.after}
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
