import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { TriangleAlert } from "lucide-react";

/** The generic error block for failed lists and details. */
export function ErrorView({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.fg">
          <TriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>We couldn't load this</EmptyState.Title>
          <EmptyState.Description>{message ?? "Please try again in a moment."}</EmptyState.Description>
        </VStack>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
