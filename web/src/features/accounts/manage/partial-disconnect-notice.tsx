import { createContext, type ReactNode, useContext, useState } from "react";
import { type PartialDisconnect, PartialDisconnectDialog } from "./partial-disconnect-dialog";

const NoticeContext = createContext<(notice: PartialDisconnect) => void>(() => {});

/**
 * Shows the partial-disconnect dialog above the routes, so it survives disconnecting the last
 * account (which swaps the signed-in routes for onboarding and goes home).
 */
export function PartialDisconnectNoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<PartialDisconnect>();
  return (
    <NoticeContext.Provider value={setNotice}>
      {children}
      <PartialDisconnectDialog notice={notice} onClose={() => setNotice(undefined)} />
    </NoticeContext.Provider>
  );
}

/** Opens the partial-disconnect dialog with the account's name and the campaigns still running. */
export const useShowPartialDisconnect = () => useContext(NoticeContext);
