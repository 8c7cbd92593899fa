import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { AppDialog } from "../../../components/ui/app-dialog";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { useCurrentProfile } from "../../../lib/accounts/current-profile-context";
import { ProductResults } from "./product-results";
import { SkuSearch } from "./sku-search";

/**
 * 'Products' (spec 001 §2): the seller's marketplace products, searched by SKU, to add as advertised
 * SKUs. It asks the marketplace only while open and a profile is selected.
 */
export function ProductsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { profile } = useCurrentProfile();
  const [sku, setSku] = useState("");
  const debouncedSku = useDebouncedValue(sku.trim());

  return (
    <AppDialog open={open} onClose={onClose} title="Products" size="lg">
      <Stack gap="5">
        <SkuSearch value={sku} onChange={setSku} />
        {!profile ? (
          <Text color="fg.muted">Select a Sponsored Ad Account</Text>
        ) : (
          <ProductResults profileId={profile.id} sku={debouncedSku} enabled={open} />
        )}
      </Stack>
    </AppDialog>
  );
}
