import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import type { SkuKey } from "../api/advertised-sku-query";
import { useStopAdvertising } from "../api/use-advertising";
import { AdvertiseButton } from "./advertise-button";
import { StopAdvertisingDialog } from "./stop-advertising-dialog";

type AdvertisingButtonsProps = { skuKey: SkuKey; sku: string; canAdvertise: boolean; canStop: boolean };

/**
 * Stop (after its confirmation) and Advertise (after its preview); each disabled when it has nothing
 * to do (spec 001 §4).
 */
export function AdvertisingButtons({ skuKey, sku, canAdvertise, canStop }: AdvertisingButtonsProps) {
  const stop = useStopAdvertising(skuKey);
  const [confirming, setConfirming] = useState(false);

  return (
    <HStack gap="2">
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        disabled={!canStop}
        onClick={() => setConfirming(true)}
      >
        Stop
      </Button>
      <AdvertiseButton skuKey={skuKey} sku={sku} disabled={!canAdvertise || stop.isPending} />
      <StopAdvertisingDialog
        open={confirming}
        pending={stop.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => stop.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </HStack>
  );
}
