import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { queryKeys } from "../../api/query-keys";
import { forgetSelectedProfile } from "../storage-keys";
import { signOutOfSession } from "./auth-client";

/** Signs out, forgets the chosen profile and every cached answer, and goes home (spec 000 §2.1). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutOfSession();
    forgetSelectedProfile();
    // Signed out first, so no signed-in screen renders against an emptied cache; then forget the rest.
    queryClient.setQueryData(queryKeys.currentUser, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    navigate("/", { replace: true });
  }, [queryClient, navigate]);
}
