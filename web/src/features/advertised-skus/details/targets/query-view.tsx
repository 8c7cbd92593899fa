import { Center, Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorView } from "../../../../components/ui/error-view";
import { NoData } from "../../../../components/ui/no-data";

type QueryViewProps<T> = {
  query: { data: T | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  /** Names the spinner ('Loading the keywords'). */
  loadingLabel: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** A read's spinner, error view with Try again, 'No data available', or its content. */
export function QueryView<T>({ query, loadingLabel, isEmpty, children }: QueryViewProps<T>) {
  if (query.isError) return <ErrorView message={query.error?.message} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return (
      <Center minHeight="24" role="status" aria-label={loadingLabel}>
        <Spinner color="blue.solid" />
      </Center>
    );
  if (isEmpty(query.data)) return <NoData />;
  return <>{children(query.data)}</>;
}
