import { useLocation } from "react-router-dom";

/** Router state that asks /settings to open the reconnect dialog (the invalid-account flow, spec 000 §2.2). */
export const reconnectRequest = { reconnect: true } as const;

export function useReconnectRequested() {
  const { state } = useLocation();
  return (state as Partial<typeof reconnectRequest> | null)?.reconnect === true;
}
