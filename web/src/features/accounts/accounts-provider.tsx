import type { ReactNode } from "react";
import { PartialDisconnectNoticeProvider } from "./manage/partial-disconnect-notice";
import { CurrentProfileProvider } from "./selection/current-profile-provider";
import { InvalidAccountRedirect } from "./selection/invalid-account-redirect";

/** Everything about connected accounts that outlives one screen: the selection, the invalid-account flow, the disconnect notice. */
export function AccountsProvider({ children }: { children: ReactNode }) {
  return (
    <CurrentProfileProvider>
      <PartialDisconnectNoticeProvider>
        <InvalidAccountRedirect />
        {children}
      </PartialDisconnectNoticeProvider>
    </CurrentProfileProvider>
  );
}
