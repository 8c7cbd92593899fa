import type { SupportTicketCreated } from "@contracts/support/support";
import type { SupportTicketInput } from "@contracts/support/support.schemas";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../api/api-client";
import { notify } from "../../components/ui/toaster";

/** Sends a support request and shows the server's `data.message` (spec 001 §7); failures toast globally. */
export function useCreateSupportTicket() {
  return useMutation({
    mutationFn: (input: SupportTicketInput) =>
      api<SupportTicketCreated>("/support/ticket", { method: "POST", body: input }),
    onSuccess: ({ message }) => notify.success(message),
  });
}
