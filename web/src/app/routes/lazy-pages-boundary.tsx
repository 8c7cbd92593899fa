import { type ReactNode, Suspense } from "react";
import { FullPageLoader } from "../../components/layout/full-page-loader";

/**
 * Around the route tables (and the dialogs shown with a page), so a page's chunk loads behind the
 * same full-page loader as the app's first reads and a dialog never opens before its page.
 * Later navigations run in a transition (react-router's default): the current page stays until
 * the next one's chunk is here, instead of the loader flashing.
 */
export function LazyPagesBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoader />}>{children}</Suspense>;
}
