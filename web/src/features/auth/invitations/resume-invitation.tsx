import { Navigate, useLocation } from "react-router-dom";
import { pendingInvitation } from "./pending-invitation";

/** Signed in with an invitation opened before: back to its page, to accept it. */
export function ResumeInvitation() {
  const { pathname } = useLocation();
  const pending = pendingInvitation();
  return pending && pending !== pathname ? <Navigate to={pending} replace /> : null;
}
