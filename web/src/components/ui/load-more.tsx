import { Button, Center } from "@chakra-ui/react";

type LoadMoreProps = {
  /** An infinite query (TanStack): the button shows while it has a next page. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label?: string;
  /** 'xs' under a panel's table, 'md' under a dialog's cards. */
  size?: "xs" | "md";
};

/** The next cursor page of a list, while there is one. */
export function LoadMore({ query, label = "Load More", size = "xs" }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <Center>
      <Button
        size={size}
        variant="outline"
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {label}
      </Button>
    </Center>
  );
}
