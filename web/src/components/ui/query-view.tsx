import { Center, Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ErrorView } from "./error-view";
import { NoData } from "./no-data";

type QueryViewProps<T> = {
  query: { data: T | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  /** Names the spinner ('Loading the keywords'). */
  loadingLabel: string;
  isEmpty: (data: T) => boolean;
  /** The line under 'No data available', where the screen has one. */
  emptyHint?: string;
  /** Whether this error gets the error view; otherwise nothing is shown (spec 001 §8's product search). */
  showsError?: (error: Error | null) => boolean;
  children: (data: T) => ReactNode;
};

/** A read's spinner, error view with Try again, 'No data available', or its content. */
export function QueryView<T>({
  query,
  loadingLabel,
  isEmpty,
  emptyHint,
  showsError = () => true,
  children,
}: QueryViewProps<T>) {
  if (query.isError)
    return showsError(query.error) ? (
      <ErrorView message={query.error?.message} onRetry={() => void query.refetch()} />
    ) : null;
  if (query.data === undefined)
    return (
      <Center minHeight="24" role="status" aria-label={loadingLabel}>
        <Spinner color="blue.solid" />
      </Center>
    );
  if (isEmpty(query.data)) return <NoData hint={emptyHint} />;
  return <>{children(query.data)}</>;
}
