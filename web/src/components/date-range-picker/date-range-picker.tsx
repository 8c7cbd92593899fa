import { Box, Button, Popover, Portal } from "@chakra-ui/react";
import { parseISO } from "date-fns";
import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { DayPicker, type DateRange as DayRange } from "react-day-picker";
import "react-day-picker/style.css";
import { toIsoDate } from "../../lib/format";
import { type DateRange, dateRangeLabel, selectableDates } from "./date-range-rules";

type DateRangePickerProps = {
  value: DateRange | undefined;
  onChange: (range: DateRange) => void;
  /** The marketplace's today ('YYYY-MM-DD'); the picker offers the month before it. */
  today: string | undefined;
  label?: string;
};

const calendarLook = {
  "--rdp-accent-color": "var(--chakra-colors-blue-solid)",
  "--rdp-accent-background-color": "var(--chakra-colors-blue-subtle)",
  "--rdp-today-color": "var(--chakra-colors-blue-fg)",
  "--rdp-day-height": "36px",
  "--rdp-day-width": "36px",
  "--rdp-day_button-height": "34px",
  "--rdp-day_button-width": "34px",
  "--rdp-months-gap": "1.5rem",
  fontSize: "sm",
};

const toDayRange = (range: DateRange | undefined): DayRange | undefined =>
  range && { from: parseISO(range.startDate), to: parseISO(range.endDate) };

/** A two-month range picker in a popover, limited to the past month of the marketplace. */
export function DateRangePicker({ value, onChange, today, label = "Date range" }: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DayRange | undefined>();
  const bounds = today ? selectableDates(today) : undefined;

  const openChange = (next: boolean) => {
    setOpen(next);
    setDraft(next ? toDayRange(value) : undefined);
  };
  const select = (next: DayRange | undefined, clicked: Date) => {
    // A click on a finished range starts a new one rather than stretching the old.
    const range = draft?.from && draft.to ? { from: clicked, to: undefined } : next;
    setDraft(range);
    if (range?.from && range.to) {
      onChange({ startDate: toIsoDate(range.from), endDate: toIsoDate(range.to) });
      setOpen(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => openChange(details.open)} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" bg="bg" aria-label={label} disabled={!bounds} fontWeight="normal">
          <CalendarDays />
          <Box as="span" fontVariantNumeric="tabular-nums">
            {dateRangeLabel(value)}
          </Box>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto">
            <Popover.Body p="3" css={calendarLook}>
              {bounds && (
                <DayPicker
                  mode="range"
                  numberOfMonths={2}
                  today={parseISO(bounds.last)}
                  defaultMonth={parseISO(bounds.first)}
                  startMonth={parseISO(bounds.first)}
                  endMonth={parseISO(bounds.last)}
                  disabled={[{ before: parseISO(bounds.first) }, { after: parseISO(bounds.last) }]}
                  selected={draft}
                  onSelect={select}
                />
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
