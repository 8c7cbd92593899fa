import { Box, HStack, Text } from "@chakra-ui/react";
import { chartColors } from "./chart-theme";

/**
 * The legend's entry for the dotted line: what the days still arriving will settle at. The days
 * themselves sit in a shaded band labelled "Still arriving" inside the plot, which keeps this legend
 * on one line in the half-width charts.
 */
export function LagLegend() {
  return (
    <HStack as="li" gap="1.5" fontSize="sm">
      <Box width="4" borderTopWidth="2px" borderTopStyle="dotted" style={{ borderColor: chartColors.axis }} />
      <Text color="fg.muted">Est. when settled</Text>
    </HStack>
  );
}
