import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import type { SkuKey } from "../api/advertised-sku-query";
import { useAdvertise, useStopAdvertising } from "../api/use-advertising";
import { StopAdvertisingDialog } from "./stop-advertising-dialog";

type AdvertisingButtonsProps = { skuKey: SkuKey; canAdvertise: boolean; canStop: boolean };

/** Stop (after its confirmation) and Advertise; each disabled when it has nothing to do (spec 001 §4). */
export function AdvertisingButtons({ skuKey, canAdvertise, canStop }: AdvertisingButtonsProps) {
  const advertise = useAdvertise(skuKey);
  const stop = useStopAdvertising(skuKey);
  const [confirming, setConfirming] = useState(false);

  return (
    <HStack gap="2">
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        disabled={!canStop || advertise.isPending}
        onClick={() => setConfirming(true)}
      >
        Stop
      </Button>
      <Button
        colorPalette="blue"
        size="sm"
        disabled={!canAdvertise || stop.isPending}
        loading={advertise.isPending}
        onClick={() => advertise.mutate()}
      >
        Advertise
      </Button>
      <StopAdvertisingDialog
        open={confirming}
        pending={stop.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => stop.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </HStack>
  );
}
