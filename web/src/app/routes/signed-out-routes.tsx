import { Route, Routes } from "react-router-dom";
import { SignInPage } from "../../features/auth/components/sign-in-page";
import { SignUpPage } from "../../features/auth/components/sign-up-page";
import { PublicPrivacyPage } from "../../features/privacy/public-privacy-page";

/** Signed out: sign-up under /sign-up/*, the privacy page, and sign-in everywhere else. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/sign-up/*" element={<SignUpPage />} />
      <Route path="/privacy" element={<PublicPrivacyPage />} />
      <Route path="*" element={<SignInPage />} />
    </Routes>
  );
}
