import { format, parseISO } from "date-fns";

/** An axis tick: '05 Jan'. */
export const shortDate = (isoDate: string) => format(parseISO(isoDate), "dd MMM");

/** Compact axis figures: 1.2K, 3.4M. */
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
export const compactNumber = (value: number) => compact.format(value);
