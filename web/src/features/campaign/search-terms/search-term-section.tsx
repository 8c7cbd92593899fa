import { Button, HStack, Text } from "@chakra-ui/react";
import type { MarkedSearchTermRow } from "@contracts/search-terms/term-actions";
import { useMemo, useState } from "react";
import { useRowSelection } from "../../../components/data-table/use-row-selection";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { type TermAction, TermActionDialog } from "../../../components/search-terms/term-action-dialog";
import type { CampaignEditing } from "../columns/editing";
import { TableSection } from "../components/table-section";
import { markedSearchTermColumns } from "./search-term-columns";

const rowId = (row: MarkedSearchTermRow) => `${row.type}:${row.searchTerm}`;

type Props = { editing: CampaignEditing; rows: MarkedSearchTermRow[]; range: DateRange };

/** The campaign's search terms with their marks, each row's actions, and the same actions for the ticked rows. */
export function SearchTermSection({ editing, rows, range }: Props) {
  const [action, setAction] = useState<TermAction | null>(null);
  const selection = useRowSelection(`${range.startDate}:${range.endDate}`);
  const { campaign } = editing;
  const columns = useMemo(
    () =>
      markedSearchTermColumns(editing.currency, editing.limited, (kind, row) =>
        setAction(
          kind === "negate"
            ? { kind, groups: [{ campaign, terms: [row.searchTerm] }] }
            : { kind, group: { campaign, terms: [row.searchTerm] } },
        ),
      ),
    [editing.currency, editing.limited, campaign],
  );
  const ticked = rows.filter((row) => selection.selected.includes(rowId(row)));
  const texts = ticked.filter((row) => row.type === "text").map((row) => row.searchTerm);
  const footer = ticked.length > 0 && (
    <HStack
      role="status"
      aria-label="Selected search terms"
      position="sticky"
      bottom="4"
      zIndex="docked"
      gap="2"
      wrap="wrap"
      paddingInline="4"
      paddingBlock="2"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      boxShadow="md"
      fontSize="sm"
    >
      <Text fontWeight="semibold">
        {ticked.length === 1 ? "1 search term selected" : `${ticked.length} search terms selected`}
      </Text>
      <Button
        size="xs"
        colorPalette="red"
        disabled={editing.limited}
        onClick={() =>
          setAction({ kind: "negate", groups: [{ campaign, terms: ticked.map((row) => row.searchTerm) }] })
        }
      >
        Negate selected
      </Button>
      <Button
        size="xs"
        colorPalette="blue"
        disabled={editing.limited || texts.length === 0}
        onClick={() => setAction({ kind: "keyword", group: { campaign, terms: texts } })}
      >
        Add selected as keywords
      </Button>
      <Button size="xs" variant="ghost" marginInlineStart="auto" onClick={selection.clear}>
        Clear selection
      </Button>
    </HStack>
  );
  return (
    <>
      <TableSection
        title="Search terms"
        fileName="search-terms"
        columns={columns}
        rows={rows}
        rowId={rowId}
        range={range}
        selection={{
          selected: selection.selected,
          onChange: selection.setSelected,
          rowLabel: (row) => row.searchTerm,
        }}
        footer={footer}
      />
      <TermActionDialog
        currency={editing.currency}
        action={action}
        onClose={() => {
          setAction(null);
          selection.clear();
        }}
      />
    </>
  );
}
