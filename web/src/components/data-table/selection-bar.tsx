import { Button, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { type RowNoun, selectAllMatchingText, selectedText } from "./selection-text";

type SelectionBarProps = {
  /** Rows ticked (across pages). */
  selected: number;
  /** Rows on the page shown, and whether every one of them is ticked. */
  pageRows: number;
  allPageSelected: boolean;
  /** Rows matching the list's filters, over every page. */
  matching: number;
  allMatching: boolean;
  /** The rows' noun, singular and plural: ['campaign', 'campaigns']. */
  noun: RowNoun;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** What the list does with the selection (Edit selected). */
  actions?: ReactNode;
};

/**
 * How many rows are selected, pinned to the bottom of the view while the list scrolls; with the whole
 * page ticked, the offer to select every matching row. Only shown with a selection.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { selected, allMatching, matching, noun } = props;
  if (selected === 0 && !allMatching) return null;
  const canWiden = !allMatching && props.allPageSelected && matching > props.pageRows;
  return (
    <HStack
      role="status"
      aria-label="Selection"
      position="sticky"
      bottom="4"
      zIndex="docked"
      gap="3"
      wrap="wrap"
      paddingInline="4"
      paddingBlock="2"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      boxShadow="md"
      fontSize="sm"
    >
      <Text fontWeight="semibold">{selectedText(allMatching ? matching : selected, noun, allMatching)}</Text>
      {canWiden && (
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={props.onSelectAllMatching}>
          {selectAllMatchingText(matching, noun)}
        </Button>
      )}
      <HStack gap="2" marginInlineStart="auto">
        {props.actions}
        <Button size="xs" variant="ghost" onClick={props.onClear}>
          Clear selection
        </Button>
      </HStack>
    </HStack>
  );
}
