import { SimpleGrid, Skeleton, Stack } from "@chakra-ui/react";

/** The screen's shape while the first figures load, so nothing jumps when they arrive. */
export function AnalyticsSkeleton() {
  return (
    <Stack gap="6" role="status" aria-label="Loading the analytics" aria-busy="true">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height="84px" borderRadius="lg" />
        ))}
      </SimpleGrid>
      <ChartsSkeleton />
      <Skeleton height="64" borderRadius="lg" />
    </Stack>
  );
}

/** The three charts' places: the whole screen's while it loads, and the charts' own while their chunk does. */
export function ChartsSkeleton() {
  return (
    <Stack gap="4" aria-hidden="true">
      <Skeleton height="350px" borderRadius="lg" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Skeleton height="330px" borderRadius="lg" />
        <Skeleton height="330px" borderRadius="lg" />
      </SimpleGrid>
    </Stack>
  );
}
