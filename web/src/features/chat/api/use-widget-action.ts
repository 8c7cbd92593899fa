import type { ChatMessage } from "@contracts/realtime/chat-message-events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "../../../components/ui/toaster";
import type { WidgetInputValue } from "../lib/widget-input-value";
import { refetchedAfter } from "../lib/widget-refetches";
import { requestEndpoint } from "./endpoint-request";
import { useChatCache } from "./use-chat-cache";

export type WidgetRun = { message: ChatMessage; input?: { field: string; value: WidgetInputValue } };

/**
 * Runs a message's widget (document 001 §7 Widget action): its method, endpoint and body, with the
 * entered value in its field. On success: 'Action performed successfully', the widget marked used
 * (the server's MESSAGE_UPDATED says the same) and the lists it changed read again.
 */
export function useWidgetAction() {
  const queryClient = useQueryClient();
  const { put } = useChatCache();
  const mutation = useMutation({
    mutationFn: ({ message, input }: WidgetRun) => {
      const widget = message.content.widget;
      if (!widget) throw new Error("This message has no action");
      const body = input ? { ...widget.body, [input.field]: input.value } : widget.body;
      return requestEndpoint<unknown>(widget.method, widget.endpoint, body);
    },
    onSuccess: (_answer, { message }) => {
      notify.success("Action performed successfully");
      put({ ...message, isWidgetUsed: true }, { replaceOnly: true });
      const widget = message.content.widget;
      if (widget)
        void queryClient.invalidateQueries({ predicate: (query) => refetchedAfter(widget)(query.queryKey) });
    },
  });
  return {
    run: mutation.mutate,
    /** The message whose action is running: its button spins, every widget button waits. */
    runningId: mutation.isPending ? mutation.variables?.message.id : undefined,
  };
}
