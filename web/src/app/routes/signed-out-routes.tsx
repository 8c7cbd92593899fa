import { Route, Routes } from "react-router-dom";
import { PublicPrivacyPage, SignInPage, SignUpPage } from "./lazy-pages";
import { LazyPagesBoundary } from "./lazy-pages-boundary";

/** Signed out: sign-up under /sign-up/*, the privacy page, and sign-in everywhere else. */
export function SignedOutRoutes() {
  return (
    <LazyPagesBoundary>
      <Routes>
        <Route path="/sign-up/*" element={<SignUpPage />} />
        <Route path="/privacy" element={<PublicPrivacyPage />} />
        <Route path="*" element={<SignInPage />} />
      </Routes>
    </LazyPagesBoundary>
  );
}
