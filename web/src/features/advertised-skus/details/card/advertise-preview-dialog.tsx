import { Button } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { AppDialog } from "../../../../components/ui/app-dialog";
import { QueryView } from "../../../../components/ui/query-view";
import { advertisePreviewQuery } from "../api/advertise-preview-query";
import type { SkuKey } from "../api/advertised-sku-query";
import { AdvertisePreviewContent } from "./advertise-preview";

type AdvertisePreviewDialogProps = {
  skuKey: SkuKey;
  sku: string;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * Advertise shows what it will do before it does it (issue 29): nothing is built until Confirm, which
 * launches through POST /api/campaigns/{profileId}/auto/{skuId}.
 */
export function AdvertisePreviewDialog({
  skuKey,
  sku,
  open,
  pending,
  onClose,
  onConfirm,
}: AdvertisePreviewDialogProps) {
  const preview = useQuery({ ...advertisePreviewQuery(skuKey), enabled: open });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={`Advertise ${sku}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button colorPalette="blue" loading={pending} disabled={!preview.data} onClick={onConfirm}>
            Confirm
          </Button>
        </>
      }
    >
      <QueryView query={preview} loadingLabel="Loading what Advertise will do" isEmpty={() => false}>
        {(data) => <AdvertisePreviewContent preview={data} />}
      </QueryView>
    </AppDialog>
  );
}
