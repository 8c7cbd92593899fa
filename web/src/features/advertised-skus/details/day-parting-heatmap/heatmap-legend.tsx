import { Box, HStack, Text, Wrap } from "@chakra-ui/react";
import type { DayPartingWindow } from "@contracts/advertised-skus/advertised-sku";
import { windowsText } from "./cell-text";
import { ADS_OFF_HATCH } from "./heatmap-grid";
import type { Swatch } from "./heatmap-scale";

function Key({ swatch, hatch }: { swatch: Swatch; hatch?: boolean }) {
  return (
    <HStack gap="1.5">
      <Box
        w="4"
        h="4"
        rounded="sm"
        bg={swatch.colour}
        backgroundImage={hatch ? ADS_OFF_HATCH : undefined}
        outline={hatch ? "1px solid" : undefined}
        outlineColor="fg.muted"
        flexShrink={0}
      />
      <Text fontSize="xs" color="fg.muted">
        {swatch.label}
      </Text>
    </HStack>
  );
}

/** The colours of the scale, then the hatch of the hours day parting turns the ads off, and its windows. */
export function HeatmapLegend({ swatches, windows }: { swatches: Swatch[]; windows: DayPartingWindow[] }) {
  return (
    <Wrap gap="3" aria-label="Legend" as="ul" listStyleType="none" alignItems="center">
      {swatches.map((swatch) => (
        <Box as="li" key={swatch.label}>
          <Key swatch={swatch} />
        </Box>
      ))}
      <Box as="li">
        <Key swatch={{ colour: "transparent", label: "Ads off (day parting)" }} hatch />
      </Box>
      {windows.length > 0 && (
        <Box as="li">
          <Text fontSize="xs" color="fg.muted" data-testid="day-parting-windows">
            Windows: {windowsText(windows)}
          </Text>
        </Box>
      )}
    </Wrap>
  );
}
