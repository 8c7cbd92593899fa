import { Table } from "@chakra-ui/react";
import type { TargetReport } from "@contracts/campaigns/campaign-detail";
import { useMemo } from "react";
import { figureColumns } from "../../../../components/data-table/figure-columns";
import { useCurrency } from "../../../../lib/currency";

/** The figure columns, money in the profile's currency. */
function useFigures() {
  const currency = useCurrency();
  return useMemo(() => figureColumns<TargetReport | undefined>((report) => report, currency), [currency]);
}

/** The report figures' headers, as on the campaign page. */
export function FigureHeaders() {
  const figures = useFigures();
  return figures.map((figure) => (
    <Table.ColumnHeader key={figure.id} textAlign="end" whiteSpace="nowrap">
      {figure.header}
    </Table.ColumnHeader>
  ));
}

/** A row's figures; '-' without a report. */
export function FigureCells({ report }: { report: TargetReport | undefined }) {
  const figures = useFigures();
  return figures.map((figure) => (
    <Table.Cell key={figure.id} textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {figure.cell(report)}
    </Table.Cell>
  ));
}
