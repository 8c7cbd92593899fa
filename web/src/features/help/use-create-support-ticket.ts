import type { SupportTicketInput } from "@contracts/support/support.schemas";
import { useMutation } from "@tanstack/react-query";
import { apiClient, call } from "../../api/api-client";
import { notify } from "../../components/ui/toaster";

/** Sends a support request and shows the server's `data.message` (spec 001 §7); failures toast globally. */
export function useCreateSupportTicket() {
  return useMutation({
    mutationFn: (input: SupportTicketInput) => call(apiClient.support.ticket.$post({ json: input })),
    onSuccess: ({ message }) => notify.success(message),
  });
}
