import { Tag } from "@chakra-ui/react";

/** The red 'Invalid' tag of an account whose Amazon grant no longer works (spec 000 §2.3). */
export function InvalidTag() {
  return (
    <Tag.Root colorPalette="red" variant="solid" size="sm" flexShrink="0">
      <Tag.Label>Invalid</Tag.Label>
    </Tag.Root>
  );
}
