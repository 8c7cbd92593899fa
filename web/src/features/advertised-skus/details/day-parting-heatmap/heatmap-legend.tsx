import { Box, HStack, Text, Wrap } from "@chakra-ui/react";
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

/** The colours of the scale, then the hatch of the hours day parting turns the ads off. */
export function HeatmapLegend({ swatches }: { swatches: Swatch[] }) {
  return (
    <Wrap gap="3" aria-label="Legend" as="ul" listStyleType="none">
      {swatches.map((swatch) => (
        <Box as="li" key={swatch.label}>
          <Key swatch={swatch} />
        </Box>
      ))}
      <Box as="li">
        <Key swatch={{ colour: "transparent", label: "Ads off (day parting)" }} hatch />
      </Box>
    </Wrap>
  );
}
