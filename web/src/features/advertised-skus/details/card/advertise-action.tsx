import { Box, Button } from "@chakra-ui/react";
import type { SkuKey } from "../api/advertised-sku-query";
import { useAdvertise } from "../api/use-advertising";

/** The Advertise action a rule's notice offers (harvesting with nowhere to go): the card's own Advertise. */
export function AdvertiseAction({ skuKey, canAdvertise }: { skuKey: SkuKey; canAdvertise: boolean }) {
  const advertise = useAdvertise(skuKey);
  return (
    <Box>
      <Button
        size="xs"
        colorPalette="blue"
        disabled={!canAdvertise}
        loading={advertise.isPending}
        onClick={() => advertise.mutate()}
      >
        Advertise
      </Button>
    </Box>
  );
}
