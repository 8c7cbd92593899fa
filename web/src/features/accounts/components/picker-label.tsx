import { Text, type TextProps } from "@chakra-ui/react";

/** The small upper-case caption over each group in the account picker. */
export function PickerLabel(props: TextProps) {
  return (
    <Text
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wider"
      {...props}
    />
  );
}
