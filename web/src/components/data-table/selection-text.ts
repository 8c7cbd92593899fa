/** The rows' noun, singular and plural: ['campaign', 'campaigns']. */
export type RowNoun = [string, string];

const count = (value: number) => value.toLocaleString("en-US");

/** What the selection bar says is selected: '1 campaign selected', 'All 23 matching campaigns selected'. */
export const selectedText = (selected: number, [one, many]: RowNoun, allMatching: boolean) =>
  allMatching
    ? `All ${count(selected)} matching ${many} selected`
    : `${count(selected)} ${selected === 1 ? one : many} selected`;

/** The offer to widen a full page's selection to every matching row (always more than one). */
export const selectAllMatchingText = (matching: number, [, many]: RowNoun) =>
  `Select all ${count(matching)} matching ${many}`;
