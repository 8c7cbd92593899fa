import { EmptyState, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

type AppEmptyStateProps = EmptyState.RootProps & {
  icon: ReactNode;
  title: string;
  description?: string;
};

/** The one empty state of the app: an icon, a title and an optional line under it. */
export function AppEmptyState({ icon, title, description, ...root }: AppEmptyStateProps) {
  return (
    <EmptyState.Root {...root}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
