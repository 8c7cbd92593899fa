import { type ReactNode, Suspense } from "react";
import { FullPageLoader } from "../../components/layout/full-page-loader";

/**
 * Around everything a signed-in page comes with (the account selection and its redirects, the
 * route table, the dialogs), so all of it mounts together once the first page's chunk is here,
 * behind the same full-page loader as the app's first reads: dialogs and redirects start with
 * their page, as they did when every page was in one bundle. Later navigations run in a
 * transition (react-router's default): the current page stays until the next one's chunk is here.
 */
export function LazyPagesBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}
