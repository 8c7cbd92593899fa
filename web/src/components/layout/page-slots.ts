import { createContext, type ReactNode, useContext } from "react";

/** What a signed-in page's header shows that belongs to a feature: app/ gives it to AppLayout. */
export type PageSlots = {
  /** The Amazon account and profile dropdown (the accounts feature's). */
  accountPicker?: ReactNode;
  /** The notification centre's bell (the notifications feature's). */
  notifications?: ReactNode;
};

export const PageSlotsContext = createContext<PageSlots>({});

export const usePageSlots = () => useContext(PageSlotsContext);
