import { ApiRequestError } from "../api/api-client";
import { FullPageError } from "../components/layout/full-page-error";
import { FullPageLoader } from "../components/layout/full-page-loader";
import { useCurrentUser } from "../features/auth/api/current-user";
import { SignedOutRoutes } from "./routes/signed-out-routes";
import { ScrollToTop } from "./scroll-to-top";
import { SignedInApp } from "./signed-in-app";

/** The first gate: who is here (spec 000 §2.1–2.2). */
export function App() {
  const currentUser = useCurrentUser();
  return (
    <>
      <ScrollToTop />
      {currentUser.isPending ? (
        <FullPageLoader />
      ) : currentUser.isError && !isNoSubscription(currentUser.error) ? (
        <FullPageError message={currentUser.error.message} />
      ) : currentUser.data ? (
        <SignedInApp />
      ) : (
        <SignedOutRoutes />
      )}
    </>
  );
}

const isNoSubscription = (error: Error) => error instanceof ApiRequestError && error.code === 1001;
