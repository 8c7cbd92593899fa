import { Button, Center } from "@chakra-ui/react";

type LoadMoreProps = { hasMore: boolean; loading: boolean; onLoad: () => void; label?: string };

/** The next cursor page of a list, while there is one. */
export function LoadMore({ hasMore, loading, onLoad, label = "Load More" }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <Center>
      <Button size="xs" variant="outline" loading={loading} onClick={onLoad}>
        {label}
      </Button>
    </Center>
  );
}
