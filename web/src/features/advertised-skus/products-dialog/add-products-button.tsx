import { Button } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useSignedInUser } from "../../../lib/auth/current-user";
import { ProductsDialog } from "./products-dialog";

/** 'Add Products': opens 'Products'; hidden once the ad limit is reached (spec 001 §2, §4). */
export function AddProductsButton() {
  const { isAdLimitReached } = useSignedInUser();
  const [open, setOpen] = useState(false);
  if (isAdLimitReached) return null;
  return (
    <>
      <Button colorPalette="blue" size="sm" onClick={() => setOpen(true)}>
        <Plus /> Add Products
      </Button>
      <ProductsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
