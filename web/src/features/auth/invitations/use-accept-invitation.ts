import { ORGANISATION_STORAGE_KEY } from "@contracts/organisations/organisation-header";
import { useMutation } from "@tanstack/react-query";
import { apiClient, call } from "../../../api/api-client";
import { forgetInvitation } from "./pending-invitation";

/**
 * Accepts the invitation; the organisation joined becomes the one the app acts in (localStorage), and
 * the app starts again on the dashboard so that every read, the page's first ones too, asks for it.
 */
export function useAcceptInvitation() {
  return useMutation({
    meta: { silent: true },
    mutationFn: (token: string) => call(apiClient.invitations.accept.$post({ json: { token } })),
    onSuccess: ({ organisationId }) => {
      forgetInvitation();
      localStorage.setItem(ORGANISATION_STORAGE_KEY, organisationId);
      window.location.assign("/");
    },
  });
}
