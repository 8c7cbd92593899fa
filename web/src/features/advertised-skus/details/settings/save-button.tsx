import { Button, Flex } from "@chakra-ui/react";

/** The panel form's submit button. */
export function SaveButton({ disabled, pending }: { disabled: boolean; pending: boolean }) {
  return (
    <Flex justify="flex-end">
      <Button type="submit" size="sm" colorPalette="blue" disabled={disabled} loading={pending}>
        Save
      </Button>
    </Flex>
  );
}
