import type { ChatWidget } from "@contracts/realtime/chat-message-events";
import { envelopeData, sameOriginFetch } from "../../../api/api-client";

type Method = ChatWidget["method"];

/** Document 001 §7: GET and DELETE send no body; POST, PUT and PATCH send the body as JSON. */
export function endpointRequestInit(method: Method, body?: unknown): RequestInit {
  if (method === "GET" || method === "DELETE") return { method };
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body ?? {}) };
}

/**
 * A call to an address known only at run time (a widget's endpoint), unwrapped like every typed call:
 * the envelope's data, or ApiRequestError with the server's envelope.
 */
export async function requestEndpoint<Data>(method: Method, endpoint: string, body?: unknown): Promise<Data> {
  return envelopeData<Data>(await sameOriginFetch(endpoint, endpointRequestInit(method, body)));
}
