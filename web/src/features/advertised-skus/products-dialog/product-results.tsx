import { Stack } from "@chakra-ui/react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ApiRequestError } from "../../../api/api-client";
import { LoadMore } from "../../../components/ui/load-more";
import { QueryView } from "../../../components/ui/query-view";
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
  const products = query.data?.pages.flatMap((page) => page.products);

  return (
    <QueryView
      query={{ ...query, data: products }}
      loadingLabel="Loading products"
      isEmpty={(list) => list.length === 0}
      // Spec 001 §8: the error view only for an answer from the server.
      showsError={(error) => error instanceof ApiRequestError}
    >
      {(list) => (
        <Stack gap="4">
          {list.map((product) => (
            <ProductCard key={product.sku} profileId={profileId} product={product} />
          ))}
          <LoadMore size="md" query={query} />
        </Stack>
      )}
    </QueryView>
  );
}
