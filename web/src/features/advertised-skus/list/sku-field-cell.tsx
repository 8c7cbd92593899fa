import { Button, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useMoney } from "../../../lib/currency";
import { useUpdateListedSku } from "./api/use-update-listed-sku";
import { type SkuField, skuFieldEditor } from "./sku-field-editor";
import { SkuFieldModal } from "./sku-field-modal";

type SkuFieldCellProps = { profileId: number; sku: AdvertisedSku; field: SkuField; limited: boolean };

/** A budget or bid of a SKU: a button opening its one-field modal; disabled at the ad limit (spec 001 §4). */
export function SkuFieldCell({ profileId, sku, field, limited }: SkuFieldCellProps) {
  const [open, setOpen] = useState(false);
  const update = useUpdateListedSku(profileId, sku.id);
  const editor = skuFieldEditor(field, sku);
  const money = useMoney();

  const save = (value: number) => {
    if (value === editor.current) return setOpen(false);
    update.mutate(editor.change(value), { onSuccess: () => setOpen(false) });
  };

  return (
    <>
      <Button
        size="xs"
        variant="outline"
        disabled={limited}
        aria-label={`${editor.title} of ${sku.sku}: ${money(editor.current)}`}
        onClick={() => setOpen(true)}
      >
        <Text as="span" fontVariantNumeric="tabular-nums">
          {money(editor.current)}
        </Text>
        <Pencil />
      </Button>
      {open && (
        <SkuFieldModal
          sku={sku.sku}
          editor={editor}
          pending={update.isPending}
          onSave={save}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
