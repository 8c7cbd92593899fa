import { Image } from "@chakra-ui/react";
import { useState } from "react";
import { PRODUCT_PLACEHOLDER } from "../../../components/product-image";

/** A SKU's small picture in the list; the placeholder when it is missing or fails to load. */
export function SkuThumbnail({ src, alt }: { src: string | null; alt: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <Image
      src={!src || broken ? PRODUCT_PLACEHOLDER : src}
      alt={alt}
      boxSize="11"
      objectFit="contain"
      borderRadius="sm"
      borderWidth="1px"
      bg="white"
      onError={() => setBroken(true)}
    />
  );
}
