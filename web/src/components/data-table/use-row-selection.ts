import { useState } from "react";

type Selection = { key: string; ids: string[]; allMatching: boolean };

/**
 * The rows a seller selected in a list: ids (kept across its pages), or every row matching its
 * filters. Forgotten when `matchingKey` (the filters) changes, since the rows they matched may differ.
 */
export function useRowSelection(matchingKey: string) {
  const [state, setState] = useState<Selection>({ key: matchingKey, ids: [], allMatching: false });
  if (state.key !== matchingKey) setState({ key: matchingKey, ids: [], allMatching: false });
  const current = state.key === matchingKey ? state : { key: matchingKey, ids: [], allMatching: false };
  return {
    selected: current.ids,
    allMatching: current.allMatching,
    /** Ticking or unticking a row ends "all matching": the selection is the ticked rows again. */
    setSelected: (ids: string[]) => setState({ key: matchingKey, ids, allMatching: false }),
    selectAllMatching: () => setState({ ...current, allMatching: true }),
    clear: () => setState({ key: matchingKey, ids: [], allMatching: false }),
  };
}
