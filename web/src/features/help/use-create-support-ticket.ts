import { useMutation } from "@tanstack/react-query";
import type { SupportTicketInput } from "../../../../worker/routes/support/support.schemas";
import { api } from "../../api/api-client";
import { notify } from "../../components/ui/toaster";

export const SUPPORT_TICKET_SENT_MESSAGE = "Thanks! Your request was sent. We'll reply by e-mail.";

/** Sends a support request; failures toast through the global mutation error handler. */
export function useCreateSupportTicket() {
  return useMutation({
    mutationFn: (input: SupportTicketInput) => api("/support-tickets", { method: "POST", body: input }),
    onSuccess: () => notify.success(SUPPORT_TICKET_SENT_MESSAGE),
  });
}
