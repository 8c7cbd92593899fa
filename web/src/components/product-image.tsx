import { Image } from "@chakra-ui/react";
import { useState } from "react";

/** Spec 000 §9: product images are 156x156. */
const SIZE = 156;
export const PRODUCT_PLACEHOLDER = "/product-placeholder.svg";

/** A product picture that falls back to the placeholder when it is missing or fails to load. */
export function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <Image
      src={!src || broken ? PRODUCT_PLACEHOLDER : src}
      alt={alt}
      width={`${SIZE}px`}
      height={`${SIZE}px`}
      flexShrink={0}
      objectFit="contain"
      borderRadius="md"
      borderWidth="1px"
      bg="white"
      onError={() => setBroken(true)}
    />
  );
}
