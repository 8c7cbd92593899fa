import { createContext, useContext } from "react";

/**
 * True inside an AppDialog's content. A modal dialog hides everything outside it from assistive
 * technology, so a tooltip or popover opened in it must render in place rather than in a portal.
 */
export const InsideDialog = createContext(false);

export const useInsideDialog = () => useContext(InsideDialog);
