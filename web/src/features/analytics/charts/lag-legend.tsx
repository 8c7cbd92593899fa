import { Box, HStack, Text } from "@chakra-ui/react";
import { chartColors } from "./chart-theme";

/** A short line in the legend: dashed for the days still arriving, dotted for their estimate. */
function Stroke({ style }: { style: "dashed" | "dotted" }) {
  return (
    <Box width="4" borderTopWidth="2px" borderTopStyle={style} style={{ borderColor: chartColors.axis }} />
  );
}

/** The legend's entries for the last days: what the dashed part and the dotted line mean. */
export function LagLegend() {
  return (
    <>
      <HStack as="li" gap="1.5" fontSize="sm">
        <Stroke style="dashed" />
        <Text color="fg.muted">Still arriving</Text>
      </HStack>
      <HStack as="li" gap="1.5" fontSize="sm">
        <Stroke style="dotted" />
        <Text color="fg.muted">Est. when settled</Text>
      </HStack>
    </>
  );
}
