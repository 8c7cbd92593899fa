import { type ReactNode, Suspense } from "react";
import { FullPageLoader } from "../../components/layout/full-page-loader";

/**
 * Above a route table, so a page's chunk loads behind the same full-page loader as the app's first
 * reads. Later navigations run in a transition (react-router's default): the current page stays
 * until the next one's chunk is here, instead of the loader flashing.
 */
export function LazyRoutes({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}
