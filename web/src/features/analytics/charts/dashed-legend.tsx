import { Box, HStack, Text } from "@chakra-ui/react";
import { chartColors } from "./chart-theme";

/**
 * A legend entry for a dashed line drawn in every series' colour: the previous period
 * ('previous 30 days') or today's partial day ('Today so far').
 */
export function DashedLegend({ label, testId }: { label: string; testId?: string }) {
  return (
    <HStack as="li" gap="1.5" fontSize="sm" data-testid={testId}>
      <Box width="4" borderTopWidth="2px" borderTopStyle="dashed" style={{ borderColor: chartColors.axis }} />
      <Text color="fg.muted">{label}</Text>
    </HStack>
  );
}

/** A legend entry for a shaded band: the days not reported yet. */
export function ShadeLegend({ label }: { label: string }) {
  return (
    <HStack as="li" gap="1.5" fontSize="sm">
      <Box boxSize="2.5" borderRadius="sm" style={{ background: chartColors.grid }} />
      <Text color="fg.muted">{label}</Text>
    </HStack>
  );
}
