import { Accordion, Badge, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

type OptionalPanelProps = { value: string; title: string; count?: number; children: ReactNode };

/** One collapsible panel of the Optional column: its title, its count where the spec gives one. */
export function OptionalPanel({ value, title, count, children }: OptionalPanelProps) {
  return (
    <Accordion.Item value={value}>
      <Accordion.ItemTrigger cursor="pointer" paddingX="4">
        <HStack flex="1" gap="2">
          <Text fontWeight="medium">{title}</Text>
          {count !== undefined && (
            <Badge variant="subtle" colorPalette="blue">
              {count}
            </Badge>
          )}
        </HStack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody paddingX="4">{children}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
