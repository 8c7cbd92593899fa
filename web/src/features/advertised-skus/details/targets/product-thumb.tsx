import { Image } from "@chakra-ui/react";
import { useState } from "react";
import { PRODUCT_PLACEHOLDER } from "../../../../components/product-image";

/** A small product picture; a missing or broken one falls back to the placeholder (spec 001 §8). */
export function ProductThumb({ src, size = "16" }: { src: string | null; size?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <Image
      src={!src || broken ? PRODUCT_PLACEHOLDER : src}
      alt=""
      boxSize={size}
      flexShrink={0}
      objectFit="contain"
      borderRadius="md"
      borderWidth="1px"
      bg="white"
      onError={() => setBroken(true)}
    />
  );
}
