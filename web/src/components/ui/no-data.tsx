import { EmptyState, VStack } from "@chakra-ui/react";
import { ChartNoAxesColumn } from "lucide-react";

/** The spec's empty state: 'No data available', with an optional hint under it. */
export function NoData({ hint }: { hint?: string }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ChartNoAxesColumn />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>No data available</EmptyState.Title>
          {hint && <EmptyState.Description>{hint}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
