import { Button, type ButtonProps } from "@chakra-ui/react";
import { useState } from "react";
import type { SkuKey } from "../api/advertised-sku-query";
import { useAdvertise } from "../api/use-advertising";
import { AdvertisePreviewDialog } from "./advertise-preview-dialog";

type AdvertiseButtonProps = { skuKey: SkuKey; sku: string; disabled?: boolean; size?: ButtonProps["size"] };

/**
 * The one Advertise button: it opens the preview of what Advertise will build and start, and only
 * the preview's Confirm launches. Every place that offers Advertise uses this.
 */
export function AdvertiseButton({ skuKey, sku, disabled, size = "sm" }: AdvertiseButtonProps) {
  const advertise = useAdvertise(skuKey);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        colorPalette="blue"
        size={size}
        disabled={disabled}
        loading={advertise.isPending}
        onClick={() => setOpen(true)}
      >
        Advertise
      </Button>
      <AdvertisePreviewDialog
        skuKey={skuKey}
        sku={sku}
        open={open}
        pending={advertise.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => advertise.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
