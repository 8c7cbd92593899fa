import { Text, type TextProps } from "@chakra-ui/react";
import type { DateRange } from "@contracts/date-range";
import { arrivingDaysIn, rangeCaption } from "../metrics/still-arriving";
import { useMarketplaceNow } from "./marketplace-today";

/**
 * A line under a range's figures when its last days' sales are still arriving. It keeps its line
 * while empty, so picking a settled range does not move what is around it.
 */
export function StillArrivingCaption({ range, ...props }: { range: DateRange | undefined } & TextProps) {
  const at = useMarketplaceNow();
  const caption = at && range ? rangeCaption(arrivingDaysIn(range, at)) : null;
  return (
    <Text
      fontSize="xs"
      color="fg.muted"
      minHeight="1rem"
      lineHeight="1rem"
      data-testid="still-arriving-caption"
      {...props}
    >
      {caption}
    </Text>
  );
}
