import { Button, Center, Spinner, Stack } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ApiRequestError } from "../../../api/api-client";
import { ErrorView } from "../../../components/ui/error-view";
import { NoData } from "../../../components/ui/no-data";
import { productSearchQuery } from "./api/product-search-query";
import { ProductCard } from "./product-card";

type ProductResultsProps = {
  profileId: number;
  sku: string;
  /** The marketplace is asked only while the dialog is open. */
  enabled: boolean;
};

/** The search's product cards and 'Load More' while the marketplace has a next page (spec 001 §2). */
export function ProductResults({ profileId, sku, enabled }: ProductResultsProps) {
  const query = useInfiniteQuery({ ...productSearchQuery(profileId, sku), enabled });

  if (query.isPending)
    return (
      <Center py="12">
        <Spinner size="lg" color="blue.solid" aria-label="Loading products" />
      </Center>
    );
  // Spec 001 §8: the error view only for an answer from the server.
  if (query.isError)
    return query.error instanceof ApiRequestError ? (
      <ErrorView message={query.error.message} onRetry={() => query.refetch()} />
    ) : null;

  const products = query.data.pages.flatMap((page) => page.products);
  if (products.length === 0) return <NoData />;

  return (
    <Stack gap="4">
      {products.map((product) => (
        <ProductCard key={product.sku} profileId={profileId} product={product} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          loading={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          Load More
        </Button>
      )}
    </Stack>
  );
}
