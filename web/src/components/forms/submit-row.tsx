import { Button, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";

type SubmitRowProps = { pending: boolean; disabled?: boolean; children: ReactNode };

/** A form's submit button, small and blue, on the right under its fields. */
export function SubmitRow({ pending, disabled, children }: SubmitRowProps) {
  return (
    <Flex justify="flex-end">
      <Button type="submit" size="sm" colorPalette="blue" disabled={disabled} loading={pending}>
        {children}
      </Button>
    </Flex>
  );
}
